import { randomBytes } from 'node:crypto';

/**
 * The confirmation step of a cash-on-delivery order: every new order waits for the customer to
 * confirm it (the link, WhatsApp, a call) before it may ship; declined and expired orders are cancelled.
 * The record's shape is shared with the rules and demo code; REST shows these lowercase
 * strings, GraphQL the `ConfirmationStatus` enum.
 */
export const CONFIRMATION_STATUSES = ['awaiting', 'confirmed', 'declined', 'expired'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATUSES)[number];

export const CONFIRMATION_CHANNELS = ['link', 'whatsapp', 'call', 'admin', 'system'] as const;
export type ConfirmationChannelName = (typeof CONFIRMATION_CHANNELS)[number];

export const ATTEMPT_OUTCOMES = ['NO_ANSWER', 'CONFIRMED', 'DECLINED', 'WRONG_NUMBER', 'CALL_BACK'] as const;
export type AttemptOutcomeName = (typeof ATTEMPT_OUTCOMES)[number];

export const GATE_MESSAGE = 'Confirm this order with the customer before processing it';

/** A fresh confirmation for an order placed at `placedAt`: awaiting, with its link's secret and its deadline. */
export function newConfirmation(placedAt: Date, windowHours: number) {
  return {
    status: 'awaiting' as ConfirmationState,
    attempts: [],
    messages: [],
    tokenId: newTokenId(),
    expiresAt: new Date(placedAt.getTime() + windowHours * 3_600_000),
  };
}

/** 144 random bits, the part of the link the order is found by. */
export const newTokenId = () => randomBytes(18).toString('base64url');

/** The confirmation state of an order: an order without the field (older records) awaits while Pending. */
export function confirmationStateOf(
  status: string,
  confirmation: { status?: ConfirmationState } | undefined | null,
): ConfirmationState | undefined {
  if (confirmation?.status) return confirmation.status;
  return status === 'Pending' ? 'awaiting' : undefined;
}
