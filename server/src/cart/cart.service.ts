import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { totalsOf } from '../pricing/totals';
import { ProductsService } from '../products/products.service';
import { chosenVariant, lineName } from '../products/variants';
import {
  AddToCartInput,
  MAX_PER_LINE,
  MAX_PER_LINE_MESSAGE,
  MergeCartInput,
  UpdateCartInput,
} from './dto/cart-line.input';
import { Cart, CartItem } from './models/cart.model';
import { CartLineRecord, CartRecord } from './schemas/cart.schema';

/** A cart's lines: a product, or one variant of a product sold in kinds (each variant is a line of its own). */
type Line = { product: string; quantity: number; variant?: string };
type Lines = Line[];
const sameLine = (line: Line, product: string, variant?: string | null) =>
  line.product === product && (line.variant ?? null) === (variant ?? null);
/** A cart as read: its lines and the revision they were read at (undefined: no cart, or one from before revisions). */
type Snapshot = { lines: Lines; revision?: number };
/** What a change decides from the lines it read: the lines to write, or `unchanged` to write nothing. */
type Change = Lines | 'unchanged';

const DUPLICATE_KEY = 11000;
/** Compare-and-set attempts before a write gives up (each lost attempt means another write landed). */
const CART_WRITE_ATTEMPTS = 25;
const CART_BUSY = 'Your cart is being changed elsewhere. Please try again.';

export const OUT_OF_STOCK = 'Product is out of stock';
const onlyLeft = (stock: number, name: string) => `Only ${stock} left in stock for ${name}`;

/**
 * The signed-in customer's server cart. Lines hold 1 to min(stock, 10) units; totals are computed from the
 * catalogue on every read, so they always show today's prices.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectModel(CartRecord.name) private readonly carts: Model<CartRecord>,
    private readonly products: ProductsService,
  ) {}

  /** Removes an account's cart, when the account itself is deleted. */
  async discardCartOf(userId: string): Promise<void> {
    if (isValidObjectId(userId)) await this.carts.deleteOne({ user: new Types.ObjectId(userId) });
  }

  async get(ctx: RequestContext): Promise<Cart> {
    const userId = this.owner(ctx);
    return this.present(userId, await this.lines(userId));
  }

  async add(ctx: RequestContext, input: AddToCartInput): Promise<Cart> {
    const userId = this.owner(ctx);
    const { product, variant, stock, name } = await this.chosen(input.productId, input.variantId);
    if (stock <= 0) throw new BadRequestException(OUT_OF_STOCK);
    return this.change(userId, (lines) => {
      const existing = lines.find((line) => sameLine(line, product.id, variant?.id));
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (quantity > MAX_PER_LINE) throw new BadRequestException(MAX_PER_LINE_MESSAGE);
      if (quantity > stock) throw new BadRequestException(onlyLeft(stock, name));
      return existing
        ? lines.map((line) => (line === existing ? { ...line, quantity } : line))
        : [...lines, { product: product.id, quantity, ...(variant ? { variant: variant.id } : {}) }];
    });
  }

  async update(ctx: RequestContext, input: UpdateCartInput): Promise<Cart> {
    const userId = this.owner(ctx);
    if (input.quantity <= 0) return this.remove(ctx, input.productId, input.variantId);
    const { product, variant, stock, name } = await this.chosen(input.productId, input.variantId);
    if (stock <= 0) throw new BadRequestException(OUT_OF_STOCK);
    if (input.quantity > stock) throw new BadRequestException(onlyLeft(stock, name));
    return this.change(userId, (lines) => {
      if (!lines.some((line) => sameLine(line, product.id, variant?.id)))
        throw new NotFoundException('This product is not in your cart');
      return lines.map((line) =>
        sameLine(line, product.id, variant?.id) ? { ...line, quantity: input.quantity } : line,
      );
    });
  }

  /** Removes a line; removing a line the cart does not hold changes nothing. A malformed id is 404 'Product not found'. */
  async remove(ctx: RequestContext, productId: string, variantId?: string | null): Promise<Cart> {
    const userId = this.owner(ctx);
    if (!isValidObjectId(productId)) throw new NotFoundException('Product not found');
    return this.change(userId, (lines) => {
      const kept = lines.filter((line) => !sameLine(line, productId, variantId));
      return kept.length === lines.length ? 'unchanged' : kept;
    });
  }

  async clear(ctx: RequestContext): Promise<Cart> {
    return this.change(this.owner(ctx), (lines) => (lines.length ? [] : 'unchanged'));
  }

  /** Empties a customer's cart after their order; used by the Orders service. */
  async clearFor(userId: string): Promise<void> {
    await this.carts.updateOne({ user: new Types.ObjectId(userId) }, { $set: { items: [] }, $inc: { revision: 1 } });
  }

  /**
   * Merges a guest's local cart at sign-in: quantities add up and are capped at min(stock, 10); products (variants)
   * that are gone or out of stock, and lines of a product sold in kinds that name no variant of it, are left out,
   * so a stale local cart never blocks signing in.
   */
  async merge(ctx: RequestContext, input: MergeCartInput): Promise<Cart> {
    const userId = this.owner(ctx);
    const products = await this.products.currentByIds(input.items.map((item) => item.productId));
    const byId = new Map(products.map((product) => [product.id, product]));
    const stockOf = (item: AddToCartInput) => {
      const product = byId.get(item.productId);
      if (!product) return 0;
      if (product.options.length === 0) return item.variantId ? 0 : product.stockQuantity;
      return product.variants.find((variant) => variant.id === item.variantId)?.stockQuantity ?? 0;
    };
    return this.change(userId, (read) => {
      const lines = read.map((line) => ({ ...line }));
      for (const item of input.items) {
        const available = stockOf(item);
        if (available <= 0) continue;
        const existing = lines.find((line) => sameLine(line, item.productId, item.variantId));
        const quantity = Math.min((existing?.quantity ?? 0) + item.quantity, MAX_PER_LINE, available);
        if (existing) existing.quantity = quantity;
        else lines.push({ product: item.productId, quantity, ...(item.variantId ? { variant: item.variantId } : {}) });
      }
      return lines;
    });
  }

  /**
   * Lines that are no account's cart (an open checkout's) priced from the catalogue as a cart is: lines whose product
   * or variant is gone are dropped. `id` names the basket.
   */
  priced(id: string, lines: ReadonlyArray<{ product: string; variant?: string; quantity: number }>): Promise<Cart> {
    return this.present(
      id,
      lines.map((line) => ({
        product: line.product,
        quantity: line.quantity,
        ...(line.variant ? { variant: line.variant } : {}),
      })),
    );
  }

  private owner(ctx: RequestContext): string {
    if (!ctx.user) throw new UnauthorizedException('Please log in to continue');
    return ctx.user.id;
  }

  /** A line's product as it is now, its variant (for a product sold in kinds), and the units and name of the line. */
  private async chosen(id: string, variantId?: string | null) {
    const [product] = await this.products.currentByIds([id]);
    if (!product) throw new NotFoundException('Product not found');
    const variant = chosenVariant(product, variantId);
    return {
      product,
      variant,
      stock: variant ? variant.stockQuantity : product.stockQuantity,
      name: lineName(product, variant),
    };
  }

  private async lines(userId: string): Promise<Lines> {
    return (await this.read(userId)).lines;
  }

  private async read(userId: string): Promise<Snapshot> {
    const record = await this.carts.findOne({ user: new Types.ObjectId(userId) }).lean();
    if (!record) return { lines: [] };
    return {
      lines: (record.items ?? []).map((line) => ({
        product: String(line.product),
        quantity: line.quantity,
        ...(line.variant ? { variant: line.variant } : {}),
      })),
      revision: record.revision,
    };
  }

  /**
   * Applies `decide` to the cart as it is now, so that concurrent changes never overwrite each other: the
   * write is conditional on the revision read (compare-and-set) and bumps it; when another write landed in
   * between, the cart is read again and `decide` runs again on what is there now. The engine has no
   * $push/$pull or positional updates, so lines are always written as a whole array, and this is what makes
   * that safe. A cart that does not exist yet (or predates revisions) is written only while it still has no
   * revision; two first writes at once meet on the unique `user` index and the loser retries.
   */
  private async change(userId: string, decide: (lines: Lines) => Change): Promise<Cart> {
    const user = new Types.ObjectId(userId);
    for (let attempt = 0; attempt < CART_WRITE_ATTEMPTS; attempt++) {
      const { lines, revision } = await this.read(userId);
      const next = decide(lines);
      if (next === 'unchanged') return this.present(userId, lines);
      const items: CartLineRecord[] = next.map((line) => ({
        product: new Types.ObjectId(line.product),
        quantity: line.quantity,
        ...(line.variant ? { variant: line.variant } : {}),
      }));
      const filter = revision === undefined ? { user, revision: { $exists: false } } : { user, revision };
      // Priced before it is written: a cart whose total cannot be made (TOTAL_TOO_LARGE) is refused, not stored.
      const cart = await this.present(userId, next);
      try {
        const result = await this.carts.updateOne(
          filter,
          { $set: { items, revision: (revision ?? 0) + 1 } },
          { upsert: true },
        );
        if (result.matchedCount === 1 || result.upsertedCount === 1) return cart;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      // Lost the race: another write changed the cart since it was read.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
    }
    throw new ConflictException(CART_BUSY);
  }

  /**
   * Joins the lines with the catalogue (one query); lines whose product (variant) is gone are dropped, as are lines
   * of a product that is sold in kinds since they were added without one.
   */
  private async present(userId: string, lines: Lines): Promise<Cart> {
    const products = lines.length ? await this.products.currentByIds(lines.map((line) => line.product)) : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    const items = lines.flatMap((line): CartItem[] => {
      const product = byId.get(line.product);
      if (!product) return [];
      if (product.options.length === 0) {
        if (line.variant) return [];
        return [{ product, quantity: line.quantity, lineTotal: product.finalPrice * line.quantity }];
      }
      const variant = product.variants.find((each) => each.id === line.variant);
      if (!variant) return [];
      return [{ product, variant, quantity: line.quantity, lineTotal: variant.finalPrice * line.quantity }];
    });
    const totals = totalsOf(
      items.map((item) => ({ price: (item.variant ?? item.product).finalPrice, quantity: item.quantity })),
    );
    return {
      id: userId,
      items,
      subtotal: totals.subtotal,
      deliveryCharge: totals.deliveryCharge,
      totalAmount: totals.total,
      totalQuantity: totals.quantity,
    };
  }
}
