import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { CartService } from './cart.service';
import { AddToCartInput, MergeCartInput, UpdateCartInput } from './dto/cart-line.input';
import { Cart } from './models/cart.model';

@Resolver(() => Cart)
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @SignedIn()
  @Query(() => Cart, { description: "The signed-in customer's cart." })
  cart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return this.carts.get(ctx);
  }

  @SignedIn()
  @Mutation(() => Cart, { description: 'Adds units of a product; merged with the line already in the cart.' })
  addToCart(@Ctx() ctx: RequestContext, @Args('input') input: AddToCartInput): Promise<Cart> {
    return this.carts.add(ctx, input);
  }

  @SignedIn()
  @Mutation(() => Cart, { description: "Sets a line's quantity; 0 or less removes it." })
  updateCartItem(@Ctx() ctx: RequestContext, @Args('input') input: UpdateCartInput): Promise<Cart> {
    return this.carts.update(ctx, input);
  }

  @SignedIn()
  @Mutation(() => Cart)
  removeFromCart(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('variantId', { type: () => ID, nullable: true, description: 'The variant, for a line of one.' })
    variantId?: string,
  ): Promise<Cart> {
    return this.carts.remove(ctx, productId, variantId);
  }

  @SignedIn()
  @Mutation(() => Cart)
  clearCart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return this.carts.clear(ctx);
  }

  @SignedIn()
  @Mutation(() => Cart, { description: "Merges a guest's local cart into the account's cart at sign-in." })
  mergeCart(@Ctx() ctx: RequestContext, @Args('input') input: MergeCartInput): Promise<Cart> {
    return this.carts.merge(ctx, input);
  }
}
