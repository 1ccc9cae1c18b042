import type { Order } from './models/order.model';
import type { ConfirmationRecord } from './schemas/confirmation.schema';
import { confirmationStateOf } from './confirmation-rules';
import {
  AttemptOutcome,
  ConfirmationChannel,
  ConfirmationStatus,
  MessageLanguage,
  OrderConfirmation,
} from './models/confirmation.model';

/** What the admin-only fields of a confirmation are made from; kept out of every answer (not enumerable). */
export interface ConfirmationSource {
  order: Order;
  tokenId?: string;
}

const SOURCE = Symbol('confirmation source');

/** Presents an order's confirmation (see toOrder); the link's secret travels hidden with it, for admins' fields. */
export function presentConfirmation(
  status: string,
  record: ConfirmationRecord | undefined,
  order: Order,
): OrderConfirmation | undefined {
  const state = confirmationStateOf(status, record);
  if (!state) return undefined;
  const confirmation: OrderConfirmation = {
    status: state as ConfirmationStatus,
    channel: record?.channel as ConfirmationChannel | undefined,
    at: record?.at,
    expiresAt: record?.expiresAt,
    attempts: (record?.attempts ?? []).map((attempt) => ({
      at: attempt.at,
      outcome: attempt.outcome as AttemptOutcome,
      note: attempt.note ?? '',
      byName: attempt.byName ?? '',
    })),
    messages: (record?.messages ?? []).map((message) => ({
      at: message.at,
      channel: message.channel,
      language: (message.language ?? 'en') as MessageLanguage,
      status: message.status,
      attempt: message.attempt ?? 1,
      messageId: message.messageId,
      error: message.error,
      byName: message.byName ?? '',
    })),
    phoneReveals: (record?.phoneReveals ?? []).map((reveal) => ({ at: reveal.at, byName: reveal.byName ?? '' })),
  };
  Object.defineProperty(confirmation, SOURCE, {
    value: { order, tokenId: record?.tokenId } satisfies ConfirmationSource,
    enumerable: false,
  });
  return confirmation;
}

export const sourceOf = (confirmation: OrderConfirmation): ConfirmationSource | undefined =>
  (confirmation as unknown as Record<symbol, ConfirmationSource | undefined>)[SOURCE];

/** What shoppers and REST answers other than the admin's see: the state, not the calls or messages. */
export function publicConfirmation(confirmation: OrderConfirmation | undefined) {
  if (!confirmation) return null;
  const { status, channel, at, expiresAt } = confirmation;
  return { status, channel: channel ?? null, at: at ?? null, expiresAt: expiresAt ?? null };
}
