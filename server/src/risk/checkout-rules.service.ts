import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { displayPhone } from '../common/phone/pakistani-phone';
import type { PlacementHistory } from '../orders/order-records.service';
import { sameCity } from '../pricing/delivery-rule';
import { SettingsService } from '../settings/settings.service';
import type { ShopSettings } from '../settings/shop-settings';
import { BlocklistService } from './blocklist.service';
import type { CheckoutAttempt } from './checkout-attempt';

/** An order for a blocked phone or e-mail (the shop's support follows it). */
export const BLOCKED_MESSAGE = 'Sorry, we cannot accept a cash-on-delivery order for this phone number or email.';

/** GraphQL `extensions.code` of an order refused by a checkout rule (HTTP 422). */
export const CHECKOUT_RULE_CODE = 'CHECKOUT_RULE';

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/**
 * The merchant's checkout rules, checked before anything is written (no order, no stock move): the blocklist,
 * the smallest and largest COD order, the COD cities and the open unconfirmed orders per phone number and per
 * account. A refusal is a 422 whose message sends the shopper to the shop's WhatsApp support. RATE_LIMITS
 * (load tests) turns none of them off.
 */
@Injectable()
export class CheckoutRulesService {
  constructor(
    private readonly settings: SettingsService,
    private readonly blocklist: BlocklistService,
  ) {}

  /**
   * `awaiting`: the open unconfirmed orders of the attempt's phone number and account
   * (OrderRecordsService.placementHistory).
   */
  async check(attempt: CheckoutAttempt, awaiting: PlacementHistory['awaiting']): Promise<void> {
    const settings = await this.settings.current();
    const refuse = (reason: string) => {
      throw new UnprocessableEntityException({ message: `${reason} ${support(settings)}`, code: CHECKOUT_RULE_CODE });
    };
    if (await this.blocklist.isBlocked(attempt.phone, attempt.email)) refuse(BLOCKED_MESSAGE);
    const { minOrder, maxOrder, cities, maxOpenPerPhone } = settings.cod;
    if (minOrder !== null && attempt.subtotal < minOrder)
      refuse(`Cash-on-delivery orders start at ${rupees(minOrder)}.`);
    if (maxOrder !== null && attempt.subtotal > maxOrder)
      refuse(`Cash-on-delivery orders can be worth at most ${rupees(maxOrder)}.`);
    if (cities.length > 0 && !cities.some((city) => sameCity(city, attempt.city)))
      refuse(`Cash on delivery is not offered in ${attempt.city} yet.`);
    const holders: Array<[string, number]> = [];
    if (attempt.phone) holders.push(['This phone number', awaiting.phone]);
    if (attempt.userId) holders.push(['This account', awaiting.account]);
    for (const [holder, open] of holders) {
      if (open >= maxOpenPerPhone)
        refuse(
          `${holder} already has ${open} order${open === 1 ? '' : 's'} waiting for confirmation. Please confirm ${open === 1 ? 'it' : 'them'} first.`,
        );
    }
  }
}

/** Where a refused shopper is sent: the shop's WhatsApp support. */
function support(settings: ShopSettings): string {
  return `Please contact us on WhatsApp at ${displayPhone(settings.shop.whatsapp)} and we will help you.`;
}
