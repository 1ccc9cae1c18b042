import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { SignedIn } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestProduct } from '../products/products.controller';
import { CartService } from './cart.service';
import { AddToCartInput, MergeCartInput, UpdateCartInput } from './dto/cart-line.input';
import { Cart } from './models/cart.model';

const toRestCart = (cart: Cart) => ({
  items: cart.items.map((item) => ({
    product: toRestProduct(item.product),
    // A line of a product sold in kinds names its variant; other lines keep the shape they had.
    ...(item.variant ? { variant: item.variant } : {}),
    quantity: item.quantity,
    lineTotal: item.lineTotal,
  })),
  totalAmount: cart.totalAmount,
  totalQuantity: cart.totalQuantity,
});

/** REST /api/v1/cart: the signed-in customer's cart. */
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @SignedIn()
  @Get()
  async get(@Ctx() ctx: RequestContext) {
    return { success: true, data: toRestCart(await this.cart.get(ctx)) };
  }

  @SignedIn()
  @Post('add')
  async add(@Ctx() ctx: RequestContext, @Body() input: AddToCartInput) {
    return { success: true, message: 'Added to cart successfully!', data: toRestCart(await this.cart.add(ctx, input)) };
  }

  @SignedIn()
  @Put('update')
  async update(@Ctx() ctx: RequestContext, @Body() input: UpdateCartInput) {
    return {
      success: true,
      message: 'Cart updated successfully!',
      data: toRestCart(await this.cart.update(ctx, input)),
    };
  }

  @SignedIn()
  @Delete('remove/:productId')
  async remove(
    @Ctx() ctx: RequestContext,
    @Param('productId') productId: string,
    @Query('variantId') variantId?: string,
  ) {
    return {
      success: true,
      message: 'Item removed from cart',
      data: toRestCart(await this.cart.remove(ctx, productId, typeof variantId === 'string' ? variantId : undefined)),
    };
  }

  @SignedIn()
  @Delete('clear')
  async clear(@Ctx() ctx: RequestContext) {
    return { success: true, data: toRestCart(await this.cart.clear(ctx)) };
  }

  @SignedIn()
  @Post('merge')
  async merge(@Ctx() ctx: RequestContext, @Body() input: MergeCartInput) {
    return { success: true, data: toRestCart(await this.cart.merge(ctx, input)) };
  }
}
