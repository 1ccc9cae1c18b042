import { Logger } from '@nestjs/common';
import type { AppConfig } from './app-config';
import { PUBLIC_URL_NOTICE, SetupWarningsService } from './setup-warnings.service';

const warnings = (trustProxy: string | false, publicUrl?: string) =>
  new SetupWarningsService({ trustProxy, confirmation: { publicUrl, sweepMs: 0 } } as AppConfig);

describe('SetupWarningsService', () => {
  afterEach(() => jest.restoreAllMocks());

  test('X-Forwarded-For without TRUST_PROXY is logged once, then stays on the dashboard', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const service = warnings(false, 'https://shop.example.pk');
    expect(service.watchesForwarding).toBe(true);
    expect(service.notices()).toEqual([]);
    for (let i = 0; i < 5; i++) service.forwardedWithoutTrust();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^Requests arrive with X-Forwarded-For but TRUST_PROXY is not set/);
    expect(service.notices()).toEqual([expect.stringMatching(/TRUST_PROXY is not set/)]);
  });

  test('with TRUST_PROXY, forwarded requests are not watched; without PUBLIC_URL the dashboard says so', () => {
    const service = warnings('loopback');
    expect(service.watchesForwarding).toBe(false);
    expect(service.notices()).toEqual([PUBLIC_URL_NOTICE]);
  });
});
