import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Product } from './product.model';

/**
 * One line of the admin dashboard's stock alerts. A product sold as one is its own line, as it is; a product sold in
 * kinds has a line per variant out of stock or running low (whatever the product's total), which carries the
 * product's fields but the variant's stock and pictures, and names the variant.
 */
@ObjectType('StockAlert', {
  description:
    'One line of the stock alerts: a product sold as one (the product as it is, variantId null), or one variant of a ' +
    "product sold in kinds (the product's fields, with stockQuantity, inStock, images and cardImages the variant's).",
})
export class StockAlert extends Product {
  @Field(() => ID, {
    nullable: true,
    description:
      "The variant of a product sold in kinds (id in the product's variants); null for a product sold as one.",
  })
  variantId: string | null;
  @Field(() => String, { nullable: true, description: "The variant's SKU; null for a product sold as one." })
  sku: string | null;
  @Field(() => [String], {
    description: "The variant's option values, in the options' order; empty for a product sold as one.",
  })
  values: string[];
  @Field({
    description:
      'How the shop names the line: the product\'s name, and the variant\'s values ("Clear Case (iPhone 15 / Black)").',
  })
  lineName: string;
}
