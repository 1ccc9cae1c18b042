import type { AttemptOutcome, ConfirmationChannel, ConfirmationStatus } from '../../gql/graphql';

/** How the client names confirmation states and call outcomes (the rules live on the server). */
export const CONFIRMATION_LABELS: Record<ConfirmationStatus, string> = {
  AWAITING: 'Awaiting confirmation',
  CONFIRMED: 'Confirmed by customer',
  DECLINED: 'Declined by customer',
  EXPIRED: 'Expired (not confirmed)',
};

export const CONFIRMATION_BADGES: Record<ConfirmationStatus, string> = {
  AWAITING: 'badge-brand',
  CONFIRMED: 'badge-success',
  DECLINED: 'badge-danger',
  EXPIRED: 'badge-danger',
};

export const OUTCOME_LABELS: Record<AttemptOutcome, string> = {
  NO_ANSWER: 'No answer',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  WRONG_NUMBER: 'Wrong number',
  CALL_BACK: 'Call back later',
};

/** How a decision was made, after its time: '11/24/2026, 4:31 AM · on the customer's link'. */
export const CHANNEL_LABELS: Record<ConfirmationChannel, string> = {
  LINK: "on the customer's link",
  WHATSAPP: 'on WhatsApp',
  CALL: 'on a call',
  ADMIN: 'by an admin',
  SYSTEM: 'automatically: not confirmed in time',
};

/** The server's refusal when an unconfirmed order is moved on (the shipping gate). */
export const GATE_MESSAGE = 'Confirm this order with the customer before processing it';

export function ConfirmationBadge({ status }: { status: ConfirmationStatus }) {
  return <span className={`badge ${CONFIRMATION_BADGES[status]}`}>{CONFIRMATION_LABELS[status]}</span>;
}
