import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { AttemptOutcome } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { copyAndSay } from '../../../ui/clipboard';
import { formatDateTime } from '../../../ui/format';
import { toast } from '../../../ui/toast';
import { AskFirstQuestion } from '../../../ui/AskFirstQuestion';
import { useAskFirst } from '../../../ui/useAskFirst';
import { AdminConfirmationFragment, LogConfirmationAttemptMutation } from '../confirmations.graphql';
import { CHANNEL_LABELS, ConfirmationBadge, OUTCOME_LABELS } from '../confirmation-labels';
import { useRevealedPhone } from '../revealed-phones';
import { useRecordWhatsAppOpened } from '../useRecordWhatsAppOpened';

const OUTCOMES = Object.keys(OUTCOME_LABELS) as AttemptOutcome[];

/** The calls the queue logs in one press (and their keys), beside Confirm and Decline. */
const QUICK_OUTCOMES: Array<{ outcome: AttemptOutcome; label: string; key: string }> = [
  { outcome: 'NO_ANSWER', label: 'No Answer', key: 'n' },
  { outcome: 'CALL_BACK', label: 'Call Back', key: 'b' },
  { outcome: 'WRONG_NUMBER', label: 'Wrong Number', key: 'w' },
];

/**
 * The admin's confirmation tools for one order: its state, Send on WhatsApp (English or Urdu, the message
 * written by the server from the settings' templates), the link to copy, one-click Confirm, Decline (which
 * cancels the order, so it asks once more inline), and the call log. Used on the order detail and in the
 * Confirmations queue (`compact`).
 */
export function ConfirmationPanel({
  orderId,
  confirmation: confirmationRef,
  compact = false,
  thenProcessing = false,
  onLogged,
}: {
  orderId: string;
  confirmation: FragmentType<typeof AdminConfirmationFragment>;
  compact?: boolean;
  /** Confirm also moves the order to Processing (staff who may; the queue's option). */
  thenProcessing?: boolean;
  /** After a call was logged (`decided`: Confirm or Decline): the queue moves the focus to the next card. */
  onLogged?: (orderId: string, decided: boolean) => void;
}) {
  const confirmation = getFragmentData(AdminConfirmationFragment, confirmationRef);
  const [logAttempt, { loading }] = useMutation(LogConfirmationAttemptMutation);
  const [language, setLanguage] = useState<'en' | 'ur'>('en');
  const [outcome, setOutcome] = useState<AttemptOutcome>('NO_ANSWER');
  const [note, setNote] = useState('');
  // Decline cancels the order, so it asks first; Escape or "Keep waiting" keeps the order waiting.
  const {
    asking: askingDecline,
    setAsking: setAskingDecline,
    keepRef,
    askRef: declineRef,
    keepOnEscape,
  } = useAskFirst();
  const ids = useId();
  const awaiting = confirmation.status === 'AWAITING';
  // Staff who see phones masked get the WhatsApp link once the number is shown (CustomerPhone's Show Number).
  const revealed = useRevealedPhone(orderId);
  const recordWhatsApp = useRecordWhatsAppOpened(orderId);
  const whatsappUrl =
    language === 'ur'
      ? (confirmation.whatsappUrlUrdu ?? revealed?.whatsappUrlUrdu)
      : (confirmation.whatsappUrl ?? revealed?.whatsappUrl);

  async function log(chosen: AttemptOutcome, withNote = '') {
    setAskingDecline(false);
    try {
      const moveOn = chosen === 'CONFIRMED' && thenProcessing;
      await logAttempt({
        variables: {
          orderId,
          input: { outcome: chosen, note: withNote || undefined, ...(moveOn ? { thenProcessing: true } : {}) },
        },
      });
      toast.success(
        chosen === 'CONFIRMED'
          ? moveOn
            ? 'Order confirmed and moved to Processing'
            : 'Order confirmed'
          : chosen === 'DECLINED'
            ? 'Order declined and cancelled'
            : 'Call logged',
      );
      setNote('');
      onLogged?.(orderId, chosen === 'CONFIRMED' || chosen === 'DECLINED');
    } catch (failure) {
      toast.error('Could not save', { detail: errorMessage(failure, '') });
    }
  }

  const shownLink = useRef<HTMLElement>(null);
  const copyLink = () =>
    confirmation.link &&
    void copyAndSay(confirmation.link, { copied: 'Link copied', failed: 'Could not copy the link' }, shownLink.current);

  return (
    <div className="confirmation-panel stack-sm">
      <p className="row wrap">
        <ConfirmationBadge status={confirmation.status} />
        {awaiting && confirmation.expiresAt && (
          <span className="muted small">Expires {formatDateTime(confirmation.expiresAt)}</span>
        )}
        {!awaiting && confirmation.at && (
          <span className="muted small">
            {formatDateTime(confirmation.at)}
            {confirmation.channel ? ` · ${CHANNEL_LABELS[confirmation.channel]}` : ''}
          </span>
        )}
      </p>
      {awaiting && (
        <>
          <div className="row wrap">
            <label className="sr-only" htmlFor={`${ids}-language`}>
              Message language
            </label>
            <select
              id={`${ids}-language`}
              className="input input-sm"
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'ur' ? 'ur' : 'en')}
            >
              <option value="en">English</option>
              <option value="ur">Urdu</option>
            </select>
            {whatsappUrl && (
              <a
                className="btn btn-success btn-sm"
                href={whatsappUrl}
                target="_blank"
                rel="noreferrer"
                onClick={() => recordWhatsApp(language)}
              >
                Send on WhatsApp
              </a>
            )}
            {!compact && confirmation.link && (
              <button type="button" className="btn btn-outline btn-sm" onClick={copyLink}>
                Copy link
              </button>
            )}
          </div>
          {askingDecline ? (
            <AskFirstQuestion
              id={`${ids}-decline`}
              keepRef={keepRef}
              keepOnEscape={keepOnEscape}
              onKeep={() => setAskingDecline(false)}
              question="Decline and cancel this order? Its units go back to stock."
              yesLabel="Yes, decline"
              keepLabel="Keep waiting"
              onYes={() => void log('DECLINED')}
              busy={loading}
              small
              actionsClassName="row wrap"
            />
          ) : (
            <div className="row wrap">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                data-shortcut="c"
                disabled={loading}
                onClick={() => void log('CONFIRMED')}
              >
                Confirm
              </button>
              <button
                ref={declineRef}
                type="button"
                className="btn btn-danger btn-sm"
                data-shortcut="d"
                disabled={loading}
                onClick={() => setAskingDecline(true)}
              >
                Decline
              </button>
              {compact &&
                QUICK_OUTCOMES.map(({ outcome: quick, label, key }) => (
                  <button
                    key={quick}
                    type="button"
                    className="btn btn-outline btn-sm"
                    data-shortcut={key}
                    disabled={loading}
                    onClick={() => void log(quick)}
                  >
                    {label}
                  </button>
                ))}
            </div>
          )}
          <form
            className="row wrap"
            onSubmit={(event) => {
              event.preventDefault();
              void log(outcome, note.trim());
            }}
          >
            <label className="sr-only" htmlFor={`${ids}-outcome`}>
              Call outcome
            </label>
            <select
              id={`${ids}-outcome`}
              className="input input-sm"
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as AttemptOutcome)}
            >
              {OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {OUTCOME_LABELS[value]}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor={`${ids}-note`}>
              Call note
            </label>
            <input
              id={`${ids}-note`}
              className="input input-sm"
              placeholder="Note (optional)"
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <button type="submit" className="btn btn-outline btn-sm" disabled={loading}>
              Log call
            </button>
          </form>
        </>
      )}
      {!compact && confirmation.link && awaiting && (
        <p className="muted small cell-break">
          Confirmation link: <code ref={shownLink}>{confirmation.link}</code>
        </p>
      )}
      {confirmation.attempts.length > 0 && (
        <div>
          <p className="muted small attempts-title" id={`${ids}-calls`}>
            Call log
          </p>
          <ol className="attempts small" aria-labelledby={`${ids}-calls`}>
            {confirmation.attempts.map((attempt, index) => (
              <li key={`${attempt.at}-${index}`}>
                <strong>{OUTCOME_LABELS[attempt.outcome]}</strong> · {formatDateTime(attempt.at)} · {attempt.byName}
                {attempt.note && <span className="muted"> — {attempt.note}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {!compact && confirmation.phoneReveals.length > 0 && (
        <div>
          <p className="muted small attempts-title" id={`${ids}-reveals`}>
            Number shown
          </p>
          <ol className="attempts small" aria-labelledby={`${ids}-reveals`}>
            {confirmation.phoneReveals.map((reveal, index) => (
              <li key={`${reveal.at}-${index}`}>
                Number shown to {reveal.byName || 'staff'}, {formatDateTime(reveal.at)}
              </li>
            ))}
          </ol>
        </div>
      )}
      {!compact && confirmation.messages.length > 0 && (
        <ol className="attempts small" aria-label="WhatsApp delivery log">
          {confirmation.messages.map((message, index) =>
            message.channel === 'wa.me' ? (
              <li key={`${message.at}-${index}`}>
                WhatsApp chat opened ({message.language === 'UR' ? 'Urdu' : 'English'}) by {message.byName || 'staff'} ·{' '}
                {formatDateTime(message.at)}
              </li>
            ) : (
              <li key={`${message.at}-${index}`}>
                WhatsApp ({message.language === 'UR' ? 'Urdu' : 'English'}) try {message.attempt}:{' '}
                <strong>
                  {message.status === 'sent' ? 'Sent' : message.status === 'failed' ? 'Failed' : message.status}
                </strong>{' '}
                · {formatDateTime(message.at)}
                {message.error && <span className="muted"> — {message.error}</span>}
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}
