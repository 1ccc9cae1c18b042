import { beforeEach, describe, expect, test } from '@jest/globals';
import { STORAGE_KEYS } from '../../ui/constants';
import { forgetOpenCheckout, keepOpenCheckoutToken, openCheckoutToken } from './open-checkout';

describe('the open checkout token', () => {
  beforeEach(() => localStorage.clear());

  test('is made once, random, of the shape the server takes, and kept until the order is placed', () => {
    const token = openCheckoutToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(openCheckoutToken()).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.openCheckout)).toBe(token);
    forgetOpenCheckout();
    const next = openCheckoutToken();
    expect(next).not.toBe(token);
  });

  test("a restored checkout's token is kept; anything else stored is replaced", () => {
    keepOpenCheckoutToken('Qm9yZWQtYnV0LXJhbmRvbS0x');
    expect(openCheckoutToken()).toBe('Qm9yZWQtYnV0LXJhbmRvbS0x');
    keepOpenCheckoutToken('<script>');
    expect(openCheckoutToken()).toBe('Qm9yZWQtYnV0LXJhbmRvbS0x');
    localStorage.setItem(STORAGE_KEYS.openCheckout, 'short');
    expect(openCheckoutToken()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
