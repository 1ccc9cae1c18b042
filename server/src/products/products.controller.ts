import { Controller, DefaultValuePipe, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { Public } from '../common/access/access.decorators';
import { withMongoId } from '../common/http/rest-shapes';
import { ProductListArgs } from './dto/product-list.args';
import { Product } from './models/product.model';
import { FEATURED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product.constants';
import { ProductsService } from './products.service';

/** The REST shape of a product: `_id`, and specifications as a key-value object. */
export function toRestProduct(product: Product) {
  return {
    ...withMongoId(product),
    specifications: Object.fromEntries(product.specifications.map(({ key, value }) => [key, value])),
  };
}

/** The answers of the admin product writes (spec section 8), shared by /products and /admin/products. */
export const productAnswers = {
  added: (product: Product) => ({ success: true, message: 'Product added successfully!', data: toRestProduct(product) }),
  updated: (product: Product) => ({ success: true, message: 'Product updated successfully!', data: toRestProduct(product) }),
  deleted: () => ({ success: true, message: 'Product deleted successfully' }),
};

const limitPipe = (fallback: number) => [new DefaultValuePipe(fallback), new ParseIntPipe({ errorHttpStatusCode: 400 })];

/** REST /api/v1/products. */
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get()
  async list(@Query() args: ProductListArgs) {
    const { items, pagination } = await this.products.list(args);
    return { success: true, data: items.map(toRestProduct), pagination };
  }

  @Public()
  @Get('featured')
  async featured(@Query('limit', ...limitPipe(FEATURED_PRODUCTS_LIMIT)) limit: number) {
    return { success: true, data: (await this.products.featured(limit)).map(toRestProduct) };
  }

  @Public()
  @Get('categories')
  async categories() {
    return { success: true, data: { categories: await this.products.categoriesInUse() } };
  }

  @Public()
  @Get('brands')
  async brands() {
    return { success: true, data: { brands: await this.products.brandsInUse() } };
  }

  @Public()
  @Get(':id/related')
  async related(@Param('id') id: string, @Query('limit', ...limitPipe(RELATED_PRODUCTS_LIMIT)) limit: number) {
    return { success: true, data: (await this.products.related(id, limit)).map(toRestProduct) };
  }

  @Public()
  @Get(':id')
  async detail(@Param('id') id: string) {
    return { success: true, data: toRestProduct(await this.products.findById(id)) };
  }
}
