import { Types } from 'mongoose';
import { checkVariants } from '../products/variants';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { planDemoOrders } from './demo-orders';

const inKinds = DEMO_CATALOGUE.filter((product) => product.options);

describe('the demo catalogue: products sold in kinds', () => {
  it('has cases, cables, chargers and straps in kinds, as the shop would accept them', () => {
    expect(inKinds.map((product) => product.category).sort()).toEqual([
      'Cables',
      'Chargers',
      'Phone Cases',
      'Smart Watches',
    ]);
    for (const product of inKinds) {
      // The shop's own check accepts them; the product's prices and stock are the variants' roll-up.
      const { rollUp } = checkVariants(product.options!, product.variants!);
      expect({
        slug: product.slug,
        price: product.price,
        discount: product.discountPrice,
        stock: product.stockQuantity,
      }).toEqual({
        slug: product.slug,
        price: rollUp.price,
        discount: rollUp.discountPrice,
        stock: rollUp.stockQuantity,
      });
      // The cheapest kind is in stock: lists sort and filter by the price a card shows ("From").
      const cheapest = Math.min(...product.variants!.map((variant) => variant.discountPrice ?? variant.price));
      expect(
        product.variants!.some(
          (variant) => (variant.discountPrice ?? variant.price) === cheapest && variant.stockQuantity > 0,
        ),
      ).toBe(true);
      for (const variant of product.variants!) {
        expect(Number.isInteger(variant.price) && Number.isInteger(variant.discountPrice ?? 0)).toBe(true);
      }
    }
    expect(DEMO_CATALOGUE.filter((product) => !product.options).every((product) => !product.variants)).toBe(true);
  });

  it('the case comes per phone model and colour, with combinations not sold and kinds sold out', () => {
    const [phoneCase] = inKinds.filter((product) => product.category === 'Phone Cases');
    expect(phoneCase.options!.map((option) => option.name)).toEqual(['Phone model', 'Colour']);
    expect(phoneCase.options![0].values).toEqual(expect.arrayContaining(['iPhone 15', 'Galaxy S24', 'Redmi Note 13']));
    const combinations = phoneCase.options![0].values.length * phoneCase.options![1].values.length;
    expect(phoneCase.variants!.length).toBeLessThan(combinations);
    expect(phoneCase.variants!.filter((variant) => variant.stockQuantity === 0).length).toBeGreaterThanOrEqual(1);
    expect(phoneCase.stockQuantity).toBeGreaterThan(0);
  });

  it('every SKU is unique across the catalogue, in any case', () => {
    const skus = inKinds.flatMap((product) => product.variants!.map((variant) => variant.sku.toLowerCase()));
    expect(new Set(skus).size).toBe(skus.length);
  });
});

describe('the demo month: lines of products sold in kinds', () => {
  it('name a variant (its id, SKU, option values and price) and take its units, never more than it has', () => {
    const products = DEMO_CATALOGUE.map((product) => {
      const checked = product.options ? checkVariants(product.options, product.variants!) : undefined;
      return {
        _id: new Types.ObjectId(),
        name: product.name,
        brand: product.brand,
        category: product.category,
        images: [`/images/demo/${product.slug}-1.webp`],
        finalPrice: product.discountPrice ?? product.price,
        stockQuantity: product.stockQuantity,
        ...(checked ? { options: checked.options, variants: checked.variants } : {}),
      };
    });
    const plan = planDemoOrders(products, undefined, new Date('2025-06-15T12:00:00Z'));
    const byId = new Map(products.map((product) => [String(product._id), product]));
    type Line = { product: Types.ObjectId; name: string; price: number; variant?: string; sku?: string };
    const lines = plan.orders.flatMap((order) => order.items as Line[]);
    const kindLines = lines.filter((line) => byId.get(String(line.product))!.variants);
    expect(kindLines.length).toBeGreaterThan(0);
    for (const line of kindLines) {
      const product = byId.get(String(line.product))!;
      const variant = product.variants![line.variant!];
      expect(line).toMatchObject({
        name: product.name,
        sku: variant.sku,
        price: variant.finalPrice,
        options: product.options!.map((option, index) => ({ name: option.name, value: variant.values[index] })),
      });
    }
    // Lines of products sold as one name none.
    expect(lines.filter((line) => !byId.get(String(line.product))!.variants).every((line) => !line.variant)).toBe(true);
    for (const units of plan.taken) {
      const product = byId.get(String(units.product))!;
      const has = units.variant ? product.variants![units.variant].stockQuantity : product.stockQuantity;
      expect(units.quantity).toBeLessThanOrEqual(has);
      expect(Boolean(units.variant)).toBe(Boolean(product.variants));
    }
    expect(plan.taken.some((units) => units.variant)).toBe(true);
  });
});
