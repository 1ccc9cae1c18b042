import { UnprocessableEntityException } from '@nestjs/common';
import type { DiscountTerms, PricedLine } from '../pricing/totals';
import type { DiscountCodeRecord } from './schemas/discount-code.schema';

/** GraphQL `extensions.code` of an order or a check refused because of its discount code (HTTP 422). */
export const DISCOUNT_CODE_ERROR = 'DISCOUNT_CODE';

export const DISCOUNT_MESSAGES = {
  unknown: 'This code does not exist',
  paused: 'This code is paused at the moment',
  notYet: 'This code is not valid yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  notForItems: 'This code is not for these items',
  alreadyUsed: 'You have already used this code',
} as const;

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2 }).format(amount)}`;
export const minimumMessage = (short: number) => `Add ${rupees(short)} more to use this code`;

/** A refusal because of the code, with the message the shopper reads (422, nothing written). */
export const refused = (message: string) => new UnprocessableEntityException({ message, code: DISCOUNT_CODE_ERROR });

/** A basket's line as a code's scope sees it (an order line, or a cart line priced the same way). */
export interface ScopedLine extends PricedLine {
  product: unknown;
  variant?: string;
  category: string;
}

type Rules = Pick<DiscountCodeRecord, 'kind' | 'value' | 'scope'>;

/** Whether a code covers a line: the whole shop when its scope lists nothing, else a listed category, product or variant. */
export function coversOf(code: Pick<Rules, 'scope'>): ((line: ScopedLine) => boolean) | undefined {
  const categories = new Set((code.scope?.categories ?? []).map((name) => name.trim().toLowerCase()));
  const products = new Set(code.scope?.products ?? []);
  const variants = new Set(code.scope?.variants ?? []);
  if (categories.size + products.size + variants.size === 0) return undefined;
  return (line) =>
    categories.has(line.category.trim().toLowerCase()) ||
    products.has(String(line.product)) ||
    (line.variant !== undefined && variants.has(line.variant));
}

/** The code's terms for the one totals function. */
export const termsOf = (code: Rules): DiscountTerms<ScopedLine> => ({
  kind: code.kind,
  value: code.kind === 'free_delivery' ? 0 : code.value,
  covers: coversOf(code),
});

/**
 * Why a code does not apply to a basket now, or undefined when it does. The counts per phone and per account are
 * the service's (they read the uses); the order of the checks is the order a shopper can act on them.
 */
export function refusalOf(
  code: Pick<
    DiscountCodeRecord,
    'kind' | 'value' | 'scope' | 'paused' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses' | 'minSubtotal'
  >,
  lines: readonly ScopedLine[],
  subtotal: number,
  now: Date,
): string | undefined {
  if (code.paused) return DISCOUNT_MESSAGES.paused;
  if (code.startsAt && code.startsAt.getTime() > now.getTime()) return DISCOUNT_MESSAGES.notYet;
  if (code.endsAt && code.endsAt.getTime() < now.getTime()) return DISCOUNT_MESSAGES.expired;
  if (code.maxUses !== null && code.maxUses !== undefined && code.uses >= code.maxUses) return DISCOUNT_MESSAGES.usedUp;
  const covers = coversOf(code);
  if (covers && !lines.some(covers)) return DISCOUNT_MESSAGES.notForItems;
  if (subtotal < (code.minSubtotal ?? 0)) return minimumMessage(Math.round((code.minSubtotal - subtotal) * 100) / 100);
  return undefined;
}
