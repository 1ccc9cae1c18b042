import { MAX_RETRY_GAP_MS, retryDelay } from '../common/schedule/claimed-queue';
import { signature } from './webhook-signature';
import { webhookUrlProblem } from './webhook-url';

describe('webhook rules', () => {
  test('retries wait the base, then twice as long each time, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(9, 60_000)).toBe(256 * 60_000);
    expect(retryDelay(10, 60_000)).toBe(MAX_RETRY_GAP_MS);
    expect(retryDelay(60, 60_000)).toBe(MAX_RETRY_GAP_MS);
  });

  test('with the defaults a delivery is tried for over 24 hours before it is given up', () => {
    let at = 0;
    let attempts = 1;
    while (at < 24 * 3_600_000) at += retryDelay(attempts++, 60_000);
    expect(attempts).toBe(13);
    expect(at).toBeLessThan(27 * 3_600_000);
  });

  test('addresses: https anywhere, http only to this computer and not in production', () => {
    expect(webhookUrlProblem('https://books.example.pk/volt', true)).toBeNull();
    expect(webhookUrlProblem('https://10.0.0.5:8443/erp', true)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', false)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:4000/hook', false)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook', true)).toBe('The address must start with https://');
    expect(webhookUrlProblem('http://example.com/hook', false)).toMatch(/^The address must start with https:\/\//);
    expect(webhookUrlProblem('http://127.0.0.1.nip.io/hook', false)).toMatch(/^The address must start with https/);
    expect(webhookUrlProblem('file:///etc/passwd', false)).toMatch(/^The address must start with https/);
    expect(webhookUrlProblem('https://user:pass@example.com/', true)).toBe(
      'The address must not hold a user name or password',
    );
    expect(webhookUrlProblem('example.com/hook', true)).toBe('Enter a full address starting with https://');
  });

  test('the signature is the hex HMAC-SHA256 of "<timestamp>.<body>" under the secret', () => {
    // Known answer, computed with openssl as docs/api.md shows.
    expect(signature('whsec_abc', 1716545700, '{"a":1}')).toBe(
      'sha256=62cf12dac8d8be2f87a9aac8d2381ac1c83b65f121f8830fe0a68070bc264194',
    );
  });
});
