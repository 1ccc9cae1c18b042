import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/errors';
import { isPakistaniMobile } from '../../ui/phone';
import { ValidateDiscountCodeQuery } from './discount-code.graphql';
import { orderable } from './cart-totals';
import type { CartLine } from './guest-cart';

/** The code the shopper applied, kept for this tab (the cart and checkout share it); one code per order. */
const STORAGE_KEY = 'volt.discountCode';
const listeners = new Set<() => void>();

function readCode(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeCode(code: string) {
  try {
    if (code) sessionStorage.setItem(STORAGE_KEY, code);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

/** Forgets the applied code (after the order is placed). */
export const clearDiscountCode = () => writeCode('');

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The value once it has stopped changing for `delay` milliseconds (typing a city does not ask on every key). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface DiscountCheck {
  valid: boolean;
  message: string;
  code: string;
  discount: number;
  total: number;
}

/**
 * The applied discount code and the server's check of it on these lines (the one totals function prices it): the
 * cart asks with the lines, checkout also with the city and the phone once they are typed. `apply` tries a new code
 * and keeps it only when it applies; the check is asked again whenever the lines, city or phone change.
 */
export function useDiscountCode(lines: readonly CartLine[], where: { city?: string; phone?: string } = {}) {
  const apollo = useApolloClient();
  const code = useSyncExternalStore(subscribe, readCode, () => '');
  // The lines the totals count: a sold-out line stays in the cart, marked, but is neither priced nor discounted.
  const items = lines.filter(orderable).map((line) => ({
    product: line.product.id,
    ...(line.product.variantId ? { variant: line.product.variantId } : {}),
    quantity: line.quantity,
  }));
  const city = useSettled(where.city?.trim() ?? '', 400);
  const phone = where.phone && isPakistaniMobile(where.phone) ? where.phone.trim() : '';
  const input = { code, items, ...(city ? { city } : {}), ...(phone ? { phone } : {}) };
  const { data, loading, error } = useQuery(ValidateDiscountCodeQuery, {
    variables: { input },
    skip: !code || items.length === 0,
    fetchPolicy: 'network-only',
  });
  const check: DiscountCheck | null = code && data ? data.validateDiscountCode : null;

  const apply = async (typed: string): Promise<{ ok: boolean; message: string }> => {
    const wanted = typed.trim().toUpperCase();
    if (!wanted) return { ok: false, message: 'Enter a code' };
    try {
      const { data: answer } = await apollo.query({
        query: ValidateDiscountCodeQuery,
        variables: { input: { ...input, code: wanted } },
        fetchPolicy: 'network-only',
      });
      const result = answer?.validateDiscountCode;
      if (!result) return { ok: false, message: 'Could not check the code. Please try again.' };
      if (result.valid) writeCode(result.code);
      return { ok: result.valid, message: result.message };
    } catch (failure) {
      return { ok: false, message: errorMessage(failure, 'Could not check the code. Please try again.') };
    }
  };

  return {
    /** The applied code ('' when none). */
    code,
    /** The server's check of the applied code on these lines; null while none or not yet answered. */
    check,
    /** What the code takes off now (0 while it does not apply). */
    discount: check?.valid ? check.discount : 0,
    checking: loading,
    checkError: error ? errorMessage(error, 'Could not check the code.') : '',
    apply,
    remove: clearDiscountCode,
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
