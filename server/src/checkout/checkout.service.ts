import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { isValidObjectId, Types } from 'mongoose';
import { ADMINS_ONLY, can, Permission, ROLE_DOES_NOT_ALLOW } from '../common/access/permissions';
import type { RequestContext } from '../common/access/request-context';
import { ConfirmationsService } from '../confirmations/confirmations.service';
import { phoneSearchKey, toE164 } from '../common/phone/pakistani-phone';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CartService } from '../cart/cart.service';
import { DiscountCheck } from '../discounts/models/discount.models';
import type { ValidateDiscountCodeInput } from '../discounts/dto/discount.inputs';
import { AppliedCode, DiscountsService } from '../discounts/discounts.service';
import { PlacedOrder } from '../orders/models/order.model';
import { hashAccessKey } from '../orders/access-key';
import { ORDER_CHANGED_MEANWHILE as CHANGED_MEANWHILE, ORDER_NOT_FOUND as NOT_FOUND } from '../orders/order-messages';
import { toOrder } from '../orders/order-view';
import { IdempotencyKeyTaken, OrdersService } from '../orders/orders.service';
import { OrderRecordsService } from '../orders/order-records.service';
import type { ContactRecord, OrderLineRecord, TakenByRecord } from '../orders/schemas/order.schema';
import { DeliveryRule, deliveryRuleFor } from '../pricing/delivery-rule';
import { totalsOf } from '../pricing/totals';
import { ProductsService } from '../products/products.service';
import { chosenVariant, lineName } from '../products/variants';
import { BlocklistService } from '../risk/blocklist.service';
import { BLOCKED_MESSAGE, CheckoutRulesService } from '../risk/checkout-rules.service';
import { recentPendingSince } from '../risk/risk-scoring';
import { RiskService } from '../risk/risk.service';
import { SettingsService } from '../settings/settings.service';
import { EMAIL_PATTERN } from '../users/dto/account-rules';
import { ContactInput, OrderChannel, PlaceOrderInput, TakeOrderInput } from './dto/place-order.input';
import { fingerprint, IDEMPOTENCY_KEY_REUSED, IdempotencyScope, scopeOf, seal, unseal } from './idempotency';
import { ClientKeys, OrderLimitsService } from './order-limits.service';

export const ADMINS_CANNOT_ORDER = 'Admins cannot place orders. Please use a customer account.';
export const PRICES_CHANGED = 'Prices in your cart have changed. Please review your cart and place the order again.';
/** GraphQL `extensions.code` of an order refused because the total the shopper saw is no longer the total (HTTP 409). */
export const PRICE_CHANGED_CODE = 'PRICE_CHANGED';

/** Orders from one address: a loose pace (ORDER_RATE_PER_ADDRESS a minute), since many shoppers can share one. */
export const orderAddressLimit = (perMinute: number): RateLimit => ({
  name: 'order-ip',
  limit: perMinute,
  windowMs: 60_000,
  message: 'Too many orders from this address.',
});
export const ORDER_PHONE_LIMIT: RateLimit = {
  name: 'order-phone',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'Too many orders for this phone number.',
};

/** Codes tried from one address: enough for a shopper's typos, too few to guess codes by trying them. */
export const DISCOUNT_CHECK_LIMIT: RateLimit = {
  name: 'discount-check',
  limit: 30,
  windowMs: 60_000,
  message: 'Too many codes tried. Please wait a minute and try again.',
};

/** An idempotent placement: the key's scope and the fingerprint of the body it came with. */
type Idempotent = IdempotencyScope & { requestHash: string };

const contact = (input: Partial<ContactInput> | undefined): ContactRecord => ({
  name: input?.name ?? '',
  email: (input?.email ?? '').toLowerCase(),
  // Kept in E.164 (`+923001234567`); the input rules let only Pakistani numbers through.
  phone: toE164(input?.phone) ?? input?.phone ?? '',
  address: input?.address ?? '',
  city: input?.city ?? '',
});

const filled = (record: ContactRecord): Partial<ContactRecord> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''));

/**
 * Checkout: placing a cash-on-delivery order, as a use case over the domains. It prices the lines from the
 * catalogue (products, pricing, the merchant's delivery settings), applies the caps and the merchant's checkout
 * rules, scores the risk, and hands the order to OrdersService, which takes the units from stock and writes it
 * as one stock move and starts its confirmation. Nothing is written when any step refuses.
 */
@Injectable()
export class CheckoutService {
  private readonly addressLimit: RateLimit;
  /** Placements under way in this process, by idempotency key hash: a repeat waits for the first. */
  private readonly placing = new Map<string, Promise<PlacedOrder>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly orders: OrdersService,
    private readonly records: OrderRecordsService,
    private readonly products: ProductsService,
    private readonly cart: CartService,
    private readonly rateLimiter: RateLimiterService,
    private readonly limits: OrderLimitsService,
    private readonly settings: SettingsService,
    private readonly checkoutRules: CheckoutRulesService,
    private readonly risk: RiskService,
    private readonly confirmations: ConfirmationsService,
    private readonly discounts: DiscountsService,
    private readonly blocklist: BlocklistService,
  ) {
    this.addressLimit = orderAddressLimit(config.orderLimits.perAddressPerMinute);
  }

  /**
   * Places an order. With an idempotency key, placing is done at most once per key: a repeat (after the
   * first finished, or while it runs) answers the same order, access key included for a guest, and takes
   * no stock; a repeat with another body is refused (422). Two instances placing the same key at once meet
   * on the unique index of the key's hash: the loser gives its units back and answers the winner's order.
   */
  async place(ctx: RequestContext, input: PlaceOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
    if (ctx.user?.role === 'admin') throw new ForbiddenException(ADMINS_CANNOT_ORDER);
    if (idempotencyKey === undefined) return this.placeOnce(ctx, input);
    const idempotent: Idempotent = { ...scopeOf(ctx, idempotencyKey), requestHash: fingerprint(input) };
    for (;;) {
      const earlier = await this.placedWith(idempotent);
      if (earlier) return earlier;
      const running = this.placing.get(idempotent.keyHash);
      if (!running) break;
      await running.catch(() => undefined);
    }
    const attempt = this.placeOnce(ctx, input, idempotent);
    this.placing.set(idempotent.keyHash, attempt);
    try {
      return await attempt;
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const winner = await this.placedWith(idempotent);
      if (!winner) throw new ConflictException(CHANGED_MEANWHILE);
      return winner;
    } finally {
      if (this.placing.get(idempotent.keyHash) === attempt) this.placing.delete(idempotent.keyHash);
    }
  }

  /**
   * An order a staff member takes for a customer by phone or WhatsApp: the same pricing, caps, checkout rules, risk
   * and stock as a shopper's (a guest order of the customer's details), recorded as taken by that staff member. The
   * address's pace of orders does not apply (a call centre takes many from one office); the phone's does. When the
   * customer confirmed it on the call, a confirmed call is logged at once (staff who confirm orders only).
   */
  async takeForCustomer(ctx: RequestContext, input: TakeOrderInput): Promise<PlacedOrder> {
    const staff = ctx.user;
    if (!staff || staff.role !== 'admin') throw new ForbiddenException(ADMINS_ONLY);
    if (input.customerConfirmed && !can(staff, Permission.OrdersConfirm))
      throw new ForbiddenException(ROLE_DOES_NOT_ALLOW);
    const takenBy = { byId: staff.id, byName: staff.name, channel: input.channel ?? OrderChannel.PHONE };
    const placed = await this.placeOnce(ctx, { ...input, paymentMethod: 'COD' }, undefined, takenBy);
    if (!input.customerConfirmed) return placed;
    const order = await this.confirmations.logAttempt(
      ctx,
      placed.order.id,
      'CONFIRMED',
      'Confirmed while taking the order',
    );
    return { ...placed, order };
  }

  /** The order placed with this idempotency key by this caller, for a client whose answer never came; 404 otherwise. */
  async findByIdempotencyKey(ctx: RequestContext, idempotencyKey: string): Promise<PlacedOrder> {
    const placed = await this.placedWith(scopeOf(ctx, idempotencyKey));
    if (!placed) throw new NotFoundException(NOT_FOUND);
    return placed;
  }

  /** The order placed with the key, as its placement answered; with `requestHash`, refused when the body differs. */
  private async placedWith(scope: IdempotencyScope & { requestHash?: string }): Promise<PlacedOrder | undefined> {
    const record = await this.records.findByIdempotencyKeyHash(scope.keyHash);
    if (!record?.idempotency) return undefined;
    if (scope.requestHash !== undefined && record.idempotency.requestHash !== scope.requestHash)
      throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    const sealed = record.idempotency.sealedAccessKey;
    return { order: toOrder(record), accessKey: sealed ? unseal(sealed, scope.sealingKey) : undefined };
  }

  /**
   * One placement. `takenBy`: a staff member takes it for a customer (a guest order of the shipping details, the
   * address's pace not applied); otherwise the caller is the buyer (a customer, or a guest).
   */
  private async placeOnce(
    ctx: RequestContext,
    input: PlaceOrderInput,
    idempotent?: Idempotent,
    takenBy?: TakenByRecord,
  ): Promise<PlacedOrder> {
    const buyer = takenBy ? undefined : ctx.user;
    const shipping = contact(input.shippingAddress);
    if (buyer && !shipping.email) throw new BadRequestException('Email is required');
    if (shipping.email && !EMAIL_PATTERN.test(shipping.email))
      throw new BadRequestException('Please enter a valid email address');
    const client: ClientKeys = { ip: ctx.ip, phone: phoneSearchKey(shipping.phone), userId: buyer?.id };
    if (!takenBy) await this.rateLimiter.consume(this.addressLimit, client.ip);
    await this.rateLimiter.consume(ORDER_PHONE_LIMIT, client.phone);

    const { lines, stock } = await this.priced(input);
    // The settings once per placement: its delivery rule and its confirmation window.
    const settings = await this.settings.current();
    const rule = deliveryRuleFor(settings.shipping);
    const code = input.discountCode
      ? await this.discounts.applicable(input.discountCode, lines, totalsOf(lines).subtotal)
      : undefined;
    this.checkExpectedTotal(input.expectedTotal, lines, shipping.city, rule, code);
    this.limits.checkOrder(lines);
    const placed = await this.limits.serialised(client, async () => {
      // The phone's and the account's orders, read once for the caps, the checkout rules and the risk.
      const history = await this.records.placementHistory(client.phone, client.userId, recentPendingSince(new Date()));
      this.limits.checkOpenUnits(client, lines, (product) => stock.get(String(product)) ?? 0, history.openLines);
      // The merchant's checkout rules (422, nothing written) and the risk (server/src/risk).
      const { subtotal, quantity } = totalsOf(lines);
      const attempt = {
        ...client,
        email: shipping.email || buyer?.email || '',
        city: shipping.city,
        subtotal,
        units: quantity,
        address: shipping.address,
      };
      // A blocked phone is refused here, code or not, before a code's use is counted or taken.
      await this.checkoutRules.check(attempt, history.awaiting);
      if (code) await this.discounts.checkPerson(code, client.phone, client.userId);
      // The checkout rules just refused a blocked phone or e-mail: the risk need not read the blocklist again.
      const risk = await this.risk.assess(attempt, undefined, { blocked: false, phoneCounts: history.phone });
      const totals = totalsOf(lines, rule, { city: shipping.city }, code?.terms);
      const accessKey = buyer ? undefined : randomBytes(24).toString('base64url');
      // The order's id first: the code's use names it, and is given back when the order is not written.
      const id = new Types.ObjectId();
      if (code)
        await this.discounts.claim(code, {
          orderId: id,
          phone: client.phone,
          userId: client.userId,
          discount: totals.discount,
        });
      const written = this.orders.create(
        {
          id,
          user: buyer,
          customer: buyer ? { name: buyer.name, email: buyer.email, phone: shipping.phone } : undefined,
          guestInfo: buyer ? undefined : { ...shipping, ...filled(contact(input.guestInfo)) },
          takenBy,
          accessKeyHash: accessKey ? hashAccessKey(accessKey) : undefined,
          idempotency: idempotent && {
            keyHash: idempotent.keyHash,
            requestHash: idempotent.requestHash,
            sealedAccessKey: accessKey ? seal(accessKey, idempotent.sealingKey) : undefined,
          },
          client: { ip: client.ip, phone: client.phone },
          items: lines,
          shippingAddress: shipping,
          subtotal: totals.subtotal,
          deliveryCharge: totals.deliveryCharge,
          ...(code ? { discountCode: code.code, discount: totals.discount } : {}),
          totalAmount: totals.total,
          risk,
          notes: input.notes ?? '',
        },
        settings.confirmation.windowHours,
      );
      const order = code
        ? await written.catch(async (error: unknown) => {
            await this.discounts.giveBack(id);
            throw error;
          })
        : await written;
      return { order, accessKey };
    });
    if (buyer) await this.cart.clearFor(buyer.id);
    return placed;
  }

  /**
   * The order's lines priced from the catalogue as it is now, and each product's stock; refused when short. A line of
   * a product sold in kinds names its variant, whose price and stock it takes, and keeps its SKU and option values.
   */
  private async priced(input: Pick<PlaceOrderInput, 'items'>) {
    const wanted = this.mergeLines(input.items);
    const products = await this.products.currentByIds(wanted.map((line) => line.product));
    const byId = new Map(products.map((product) => [product.id, product]));
    const lines: OrderLineRecord[] = wanted.map((line) => {
      const product = byId.get(line.product);
      if (!product) throw new NotFoundException('Product not found');
      const kind = chosenVariant(product, line.variant);
      const name = lineName(product, kind);
      const stock = kind ? kind.stockQuantity : product.stockQuantity;
      if (stock <= 0) throw new BadRequestException(`${name} is out of stock`);
      if (stock < line.quantity) throw new BadRequestException(`Only ${stock} left in stock for ${name}`);
      return {
        product: new Types.ObjectId(product.id),
        name: product.name,
        brand: product.brand,
        category: product.category,
        image: (kind ? kind.images[0] : product.images[0]) ?? '',
        price: kind ? kind.finalPrice : product.finalPrice,
        quantity: line.quantity,
        ...(kind
          ? {
              variant: kind.id,
              sku: kind.sku,
              options: product.options.map((option, index) => ({ name: option.name, value: kind.values[index] })),
            }
          : {}),
      };
    });
    return { lines, stock: new Map(products.map((product) => [product.id, product.stockQuantity])) };
  }

  /**
   * A discount code tried on a basket, priced as checkout prices it (the catalogue now, the delivery for the city,
   * the one totals function): whether it applies and the totals with it, or why not. With the phone, a blocked
   * phone is refused as its order would be, and the code's uses per phone and per account are counted.
   */
  async checkDiscountCode(ctx: RequestContext, input: ValidateDiscountCodeInput): Promise<DiscountCheck> {
    await this.rateLimiter.consume(DISCOUNT_CHECK_LIMIT, ctx.ip);
    const { lines } = await this.priced(input);
    const rule = deliveryRuleFor((await this.settings.current()).shipping);
    const extra = { city: input.city ?? '' };
    const phone = input.phone ? phoneSearchKey(input.phone) : '';
    const userId = ctx.user?.role === 'user' ? ctx.user.id : undefined;
    try {
      if (phone && (await this.blocklist.isBlocked(phone, ''))) throw new UnprocessableEntityException(BLOCKED_MESSAGE);
      const code = await this.discounts.applicable(input.code, lines, totalsOf(lines).subtotal);
      await this.discounts.checkPerson(code, phone, userId);
      const totals = totalsOf(lines, rule, extra, code.terms);
      return { valid: true, message: '', code: code.code, kind: code.kind, ...this.shown(totals) };
    } catch (error) {
      if (!(error instanceof UnprocessableEntityException)) throw error;
      const message = (error.getResponse() as { message?: string }).message ?? error.message;
      return { valid: false, message, code: input.code, kind: null, ...this.shown(totalsOf(lines, rule, extra)) };
    }
  }

  private shown(totals: ReturnType<typeof totalsOf>) {
    return {
      subtotal: totals.subtotal,
      discount: totals.discount,
      deliveryCharge: totals.deliveryCharge,
      total: totals.total,
    };
  }

  /** The order is placed only at the total the shopper saw: a different total at current prices is refused before anything is written. */
  private checkExpectedTotal(
    expectedTotal: number | undefined,
    lines: OrderLineRecord[],
    city: string,
    rule: DeliveryRule,
    code?: AppliedCode,
  ) {
    if (expectedTotal === undefined || expectedTotal === null) return;
    const { total } = totalsOf(lines, rule, { city }, code?.terms);
    if (Math.abs(total - expectedTotal) >= 0.005)
      throw new ConflictException({ message: PRICES_CHANGED, code: PRICE_CHANGED_CODE });
  }

  /** Lines of one product (one variant) added up; at most 10 of each. */
  private mergeLines(
    lines: ReadonlyArray<{ product: string; quantity: number; variant?: string | null; variantId?: string | null }>,
  ) {
    const merged = new Map<string, { product: string; variant?: string; quantity: number }>();
    for (const line of lines) {
      if (!isValidObjectId(line.product)) throw new NotFoundException('Product not found');
      // `variant` beside `product`, or `variantId` as cart lines name it: one variant either way.
      if (line.variant && line.variantId && line.variant !== line.variantId)
        throw new BadRequestException('A line names one variant: its variant and variantId differ');
      const variant = line.variant ?? line.variantId ?? undefined;
      const key = `${line.product}:${variant ?? ''}`;
      const entry = merged.get(key) ?? { product: line.product, ...(variant ? { variant } : {}), quantity: 0 };
      entry.quantity += line.quantity;
      merged.set(key, entry);
    }
    for (const { quantity } of merged.values())
      if (quantity > 10) throw new BadRequestException('Maximum 10 items allowed per product');
    return [...merged.values()];
  }
}
