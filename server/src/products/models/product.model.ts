import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Pagination } from '../../common/pagination/pagination';
import type { ProductCondition as Condition } from '../product.constants';

export enum ProductCondition {
  new = 'new',
  old = 'old',
}
registerEnumType(ProductCondition, { name: 'ProductCondition' });

@ObjectType({ description: "One row of a product's specifications table." })
export class ProductSpecification {
  @Field() key: string;
  @Field({ description: 'May be empty; shops show it as N/A.' }) value: string;
}

@ObjectType({ description: 'An option a product is sold in ("Phone model", "Colour"), with its values in order.' })
export class ProductOption {
  @Field() name: string;
  @Field(() => [String]) values: string[];
}

@ObjectType({ description: 'One kind of a product sold in kinds: its SKU, option values, prices, stock and pictures.' })
export class ProductVariant {
  @Field(() => ID) id: string;
  @Field({ description: 'Unique across the shop.' }) sku: string;
  @Field(() => [String], { description: "One value of each of the product's options, in the options' order." })
  values: string[];
  @Field(() => Float, { description: 'List price in PKR.' }) price: number;
  @Field(() => Float, { nullable: true, description: 'Sale price in PKR, below price when set.' })
  discountPrice?: number;
  @Field(() => Float, { description: 'What the shopper pays: discountPrice when set, else price.' }) finalPrice: number;
  @Field(() => Int, { description: 'Rounded percentage saved; 0 when not discounted.' }) discountPercentage: number;
  @Field(() => Int) stockQuantity: number;
  @Field() inStock: boolean;
  @Field(() => [String], { description: "The variant's own pictures, else the product's." }) images: string[];
  @Field(() => [String], { description: 'The same pictures at card size, in the order of images.' })
  cardImages: string[];
  @Field(() => [String], {
    description:
      "The pictures chosen for it among the product's (what setProductVariants takes as its images); empty when it shows the product's.",
  })
  ownImages: string[];
}

@ObjectType('Product')
export class Product {
  @Field(() => ID) id: string;
  @Field() slug: string;
  @Field() name: string;
  @Field() description: string;
  @Field() brand: string;
  @Field() category: string;
  @Field(() => Float, { description: 'List price in PKR.' }) price: number;
  @Field(() => Float, {
    description: 'The price before any discount (the list price), for the struck-through display.',
  })
  originalPrice: number;
  @Field(() => Float, { nullable: true, description: 'Sale price in PKR, below price when set.' })
  discountPrice?: number;
  @Field(() => Float, { description: 'What the shopper pays: discountPrice when set, else price.' }) finalPrice: number;
  @Field(() => Int, { description: 'Rounded percentage saved; 0 when not discounted.' }) discountPercentage: number;
  @Field(() => [String], { description: 'Image URLs, largest first; empty means: show the shop logo.' })
  images: string[];
  @Field(() => [String], {
    description:
      'The same pictures at card size (400 px WebP) for lists, in the order of images; a picture without a card size is listed as it is.',
  })
  cardImages: string[];
  @Field(() => Int) stockQuantity: number;
  @Field() inStock: boolean;
  @Field(() => [ProductSpecification]) specifications: ProductSpecification[];
  @Field(() => [String]) tags: string[];
  @Field(() => ProductCondition) condition: Condition;
  @Field() featured: boolean;
  @Field() trendy: boolean;
  @Field(() => [ProductOption], { description: 'The options of a product sold in kinds; empty for one sold as one.' })
  options: ProductOption[];
  @Field(() => [ProductVariant], {
    description:
      "The variants of a product sold in kinds, in the options' order; empty for one sold as one. The product's prices are then its cheapest variant's in stock (any, when none is), its stock the sum of theirs.",
  })
  variants: ProductVariant[];
  @Field({ description: 'True when its variants differ in price: lists show "from" its price.' })
  pricesVary: boolean;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class ProductPage {
  @Field(() => [Product]) items: Product[];
  @Field(() => Pagination) pagination: Pagination;
}
