import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './app-config';

/**
 * Settings the running shop finds wanting, said once in the log and on the admin dashboard: requests that come
 * through a proxy the shop does not trust (X-Forwarded-For without TRUST_PROXY), and confirmation links made
 * without PUBLIC_URL (main.ts says that one in the log at start).
 */
export const PUBLIC_URL_NOTICE =
  "PUBLIC_URL is not set, so the links the shop sends customers point to this computer (localhost), which customers cannot open. Set PUBLIC_URL to the shop's public address.";

@Injectable()
export class SetupWarningsService {
  private readonly logger = new Logger('Setup');
  private forwardedSeen = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Whether requests should be watched for X-Forwarded-For: only while no proxy is trusted. */
  get watchesForwarding(): boolean {
    return this.config.trustProxy === false;
  }

  /** A request came with X-Forwarded-For while TRUST_PROXY is unset: logged the first time, kept for the dashboard. */
  forwardedWithoutTrust(): void {
    if (this.forwardedSeen) return;
    this.forwardedSeen = true;
    this.logger.warn(
      'Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every shopper seems to come from the ' +
        "proxy's address and shares its order rate limit. Set TRUST_PROXY to the proxy (loopback for nginx on this machine).",
    );
  }

  /** The dashboard's short notices. */
  notices(): string[] {
    const notices: string[] = [];
    if (this.forwardedSeen)
      notices.push(
        "Requests come through a proxy, but TRUST_PROXY is not set, so every shopper seems to come from the proxy's address. Set TRUST_PROXY.",
      );
    if (!this.config.confirmation.publicUrl) notices.push(PUBLIC_URL_NOTICE);
    return notices;
  }
}
