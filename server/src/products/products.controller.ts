import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { Public } from '../common/access/access.decorators';
import { JSON_TYPE, jsonOnce } from '../common/http/json-once';
import { withMongoId } from '../common/http/rest-shapes';
import type { Page } from '../common/pagination/pagination';
import { CatalogueAnswer } from './catalogue-answers';
import { ProductCountArgs } from './dto/product-count.args';
import { ProductFilterArgs, ProductListArgs } from './dto/product-list.args';
import type { OptionFacet } from './option-filter';
import { Product } from './models/product.model';
import { FEATURED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product.constants';
import { ProductsService } from './products.service';

/**
 * The REST shape of a product: `_id`, and specifications as a key-value object. `options`, `variants` and
 * `pricesVary` only for a product sold in kinds: a product sold as one keeps the shape it always had.
 */
export function toRestProduct(product: Product) {
  const { options, variants, pricesVary, ...rest } = product;
  return {
    ...withMongoId(rest),
    specifications: Object.fromEntries(product.specifications.map(({ key, value }) => [key, value])),
    ...(options.length > 0 ? { options, variants, pricesVary } : {}),
  };
}

/** The answers of the admin product writes (spec section 8), shared by /products and /admin/products. */
export const productAnswers = {
  added: (product: Product) => ({
    success: true,
    message: 'Product added successfully!',
    data: toRestProduct(product),
  }),
  updated: (product: Product) => ({
    success: true,
    message: 'Product updated successfully!',
    data: toRestProduct(product),
  }),
  deleted: () => ({ success: true, message: 'Product deleted successfully' }),
};

// The answers below are made from the catalogue cache's shared values, so each is serialised once per value.
const listJson = jsonOnce(({ items, pagination }: Page<Product>) => ({
  success: true,
  data: items.map(toRestProduct),
  pagination,
}));
const productsJson = jsonOnce((products: Product[]) => ({ success: true, data: products.map(toRestProduct) }));
const productJson = jsonOnce((product: Product) => ({ success: true, data: toRestProduct(product) }));
const categoriesJson = jsonOnce((categories: string[]) => ({ success: true, data: { categories } }));
const brandsJson = jsonOnce((brands: string[]) => ({ success: true, data: { brands } }));
const optionValuesJson = jsonOnce((options: OptionFacet[]) => ({ success: true, data: { options } }));

/** REST /api/v1/products; a product is named by its id or its slug. */
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get()
  async list(@Query() args: ProductListArgs): Promise<string> {
    return listJson(await this.products.list(args));
  }

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get('featured')
  async featured(@Query() { limit = FEATURED_PRODUCTS_LIMIT }: ProductCountArgs): Promise<string> {
    return productsJson(await this.products.featured(limit));
  }

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get('categories')
  async categories(): Promise<string> {
    return categoriesJson(await this.products.categoriesInUse());
  }

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get('brands')
  async brands(): Promise<string> {
    return brandsJson(await this.products.brandsInUse());
  }

  /** The options the products of a list are sold in, with the values it can be filtered by (`?option=Name:Value`). */
  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get('option-values')
  async optionValues(@Query() args: ProductFilterArgs): Promise<string> {
    return optionValuesJson(await this.products.optionValues(args));
  }

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get(':id/related')
  async related(
    @Param('id') idOrSlug: string,
    @Query() { limit = RELATED_PRODUCTS_LIMIT }: ProductCountArgs,
  ): Promise<string> {
    return productsJson(await this.products.related(idOrSlug, limit));
  }

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get(':id')
  async detail(@Param('id') idOrSlug: string): Promise<string> {
    return productJson(await this.products.findByIdOrSlug(idOrSlug));
  }
}
