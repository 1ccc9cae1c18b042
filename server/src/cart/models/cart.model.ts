import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Product, ProductVariant } from '../../products/models/product.model';

@ObjectType()
export class CartItem {
  @Field(() => Product) product: Product;
  @Field(() => ProductVariant, {
    nullable: true,
    description: "The variant, for a product sold in kinds: its price and stock are the line's.",
  })
  variant?: ProductVariant;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: "The line's finalPrice (its variant's, for one) × quantity." }) lineTotal: number;
}

/** A customer's cart, with totals computed from the catalogue's current prices. */
@ObjectType()
export class Cart {
  @Field(() => ID, { description: "The owner's user id: one cart per account." }) id: string;
  @Field(() => [CartItem]) items: CartItem[];
  @Field(() => Float, { description: 'Sum of the lines at current prices.' }) subtotal: number;
  @Field(() => Float, { description: 'What delivery would cost for this cart (0: free delivery).' })
  deliveryCharge: number;
  @Field(() => Float, { description: 'subtotal + deliveryCharge.' }) totalAmount: number;
  @Field(() => Int) totalQuantity: number;
}
