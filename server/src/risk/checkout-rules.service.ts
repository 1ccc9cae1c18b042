import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { displayPhone } from '../common/phone/pakistani-phone';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OrderStatus } from '../orders/order-status';
import { OrderRecord } from '../orders/schemas/order.schema';
import { sameCity } from '../pricing/delivery-rule';
import { SettingsService } from '../settings/settings.service';
import type { ShopSettings } from '../settings/shop-settings';
import { BlocklistService } from './blocklist.service';
import type { CheckoutAttempt } from './checkout-attempt';

/** GraphQL `extensions.code` of an order refused by a checkout rule (HTTP 422). */
export const CHECKOUT_RULE_CODE = 'CHECKOUT_RULE';

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/**
 * The merchant's checkout rules (issue 14, item 5), checked before anything is written (no order, no stock
 * move): the blocklist, the smallest and largest COD order, the COD cities and the open unconfirmed orders
 * per phone. A refusal is a 422 whose message sends the shopper to the shop's WhatsApp support.
 *
 * The open-orders cap is a per-client cap like OrderLimitsService's, so RATE_LIMITS=off turns it off too
 * (load tests place thousands of orders from one phone); the other rules always apply.
 */
@Injectable()
export class CheckoutRulesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly settings: SettingsService,
    private readonly blocklist: BlocklistService,
  ) {}

  async check(attempt: CheckoutAttempt): Promise<void> {
    const settings = await this.settings.current();
    const refuse = (reason: string) => {
      throw new UnprocessableEntityException({ message: `${reason} ${support(settings)}`, code: CHECKOUT_RULE_CODE });
    };
    if (await this.blocklist.isBlocked(attempt.phone, attempt.email))
      refuse('Sorry, we cannot accept a cash-on-delivery order for this phone number or email.');
    const { minOrder, maxOrder, cities, maxOpenPerPhone } = settings.cod;
    if (minOrder !== null && attempt.subtotal < minOrder)
      refuse(`Cash-on-delivery orders start at ${rupees(minOrder)}.`);
    if (maxOrder !== null && attempt.subtotal > maxOrder)
      refuse(`Cash-on-delivery orders can be worth at most ${rupees(maxOrder)}.`);
    if (cities.length > 0 && !cities.some((city) => sameCity(city, attempt.city)))
      refuse(`Cash on delivery is not offered in ${attempt.city} yet.`);
    if (this.config.rateLimits && attempt.phone) {
      const open = await this.orders.countDocuments({
        'client.phone': attempt.phone,
        status: OrderStatus.Pending,
        'confirmation.status': { $ne: 'confirmed' },
      });
      if (open >= maxOpenPerPhone)
        refuse(
          `This phone number already has ${open} order${open === 1 ? '' : 's'} waiting for confirmation. Please confirm ${open === 1 ? 'it' : 'them'} first.`,
        );
    }
  }
}

/** Where a refused shopper is sent: the shop's WhatsApp support. */
function support(settings: ShopSettings): string {
  return `Please contact us on WhatsApp at ${displayPhone(settings.shop.whatsapp)} and we will help you.`;
}
