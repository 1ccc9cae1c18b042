import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RecordWhatsAppOpenedMutation } from './confirmations.graphql';

/**
 * Records that a staff member opened the wa.me chat of an order (its message log shows it, with who). The link
 * opens at once; the record is sent beside it, and a failure to record never holds the chat up.
 */
export function useRecordWhatsAppOpened(orderId: string) {
  const [record] = useMutation(RecordWhatsAppOpenedMutation);
  return useCallback(
    (language: 'en' | 'ur') =>
      void record({ variables: { orderId, language: language === 'ur' ? 'UR' : 'EN' } }).catch(() => undefined),
    [record, orderId],
  );
}
