import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { AdminProductListArgs } from './dto/admin-product-list.args';
import { ProductFormInput } from './dto/product-form.input';
import { ProductVariantsInput } from './dto/product-variants.input';
import { ProductFilterArgs, ProductListArgs } from './dto/product-list.args';
import { CategoryCard } from './models/category-card.model';
import { OptionFacet } from './models/option-facet.model';
import { Product, ProductPage } from './models/product.model';
import { FEATURED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product.constants';
import { ProductsService } from './products.service';
import { ProductVariantsService } from './product-variants.service';

@Resolver(() => Product)
export class ProductsResolver {
  constructor(
    private readonly catalogue: ProductsService,
    private readonly kinds: ProductVariantsService,
  ) {}

  @Public()
  @Query(() => ProductPage, {
    description: 'Products with filters, sort and page (12 a page by default, at most 100).',
  })
  products(@Args() args: ProductListArgs): Promise<ProductPage> {
    return this.catalogue.list(args);
  }

  @Public()
  @Query(() => Product, {
    description:
      "One product by its id or its slug (the product page's URL, /products/<slug>); NOT_FOUND when neither names a product.",
  })
  product(
    @Args('id', { type: () => ID, description: "The product's id or its slug." }) idOrSlug: string,
  ): Promise<Product> {
    return this.catalogue.findByIdOrSlug(idOrSlug);
  }

  @Public()
  @Query(() => [Product], {
    description:
      'The products with these ids as they are now (at most 50; unknown ids are left out): the cart checks its prices and stock with it.',
  })
  productsByIds(@Args('ids', { type: () => [ID] }) ids: string[]): Promise<Product[]> {
    return this.catalogue.findByIds(ids);
  }

  @Public()
  @Query(() => [Product], { description: 'Featured products, newest first.' })
  featuredProducts(
    @Args('limit', { type: () => Int, defaultValue: FEATURED_PRODUCTS_LIMIT }) limit: number,
  ): Promise<Product[]> {
    return this.catalogue.featured(limit);
  }

  @Public()
  @Query(() => [Product], { description: 'Other products of the same category.' })
  relatedProducts(
    @Args('productId', { type: () => ID, description: "The product's id or its slug." }) productId: string,
    @Args('limit', { type: () => Int, defaultValue: RELATED_PRODUCTS_LIMIT }) limit: number,
  ): Promise<Product[]> {
    return this.catalogue.related(productId, limit);
  }

  @Public()
  @Query(() => [CategoryCard], {
    description: 'The categories that have products, each with a picture of its newest product, in menu order.',
  })
  categoryCards(): Promise<CategoryCard[]> {
    return this.catalogue.categoryCards();
  }

  @Public()
  @Query(() => [String], { description: 'Names of the categories that have at least one product.' })
  productCategories(): Promise<string[]> {
    return this.catalogue.categoriesInUse();
  }

  @Public()
  @Query(() => [String], { description: 'Names of the brands that have at least one product.' })
  productBrands(): Promise<string[]> {
    return this.catalogue.brandsInUse();
  }

  @Public()
  @Query(() => [OptionFacet], {
    description:
      'The options of the products a list with these filters shows (those sold in kinds), each with the values it can be filtered by (of variants in stock, unless inStock is false) and how many products have each; for an option chosen, the values that go with the other choices. Empty when no product listed is sold in kinds. At most 8 options of 50 values.',
  })
  productOptionValues(@Args() args: ProductFilterArgs): Promise<OptionFacet[]> {
    return this.catalogue.optionValues(args);
  }

  @Staff(Permission.CatalogueRead)
  @Query(() => ProductPage, {
    description: 'Admin: the product table; search over name, brand and category, newest first, 50 a page.',
  })
  adminProducts(@Args() args: AdminProductListArgs): Promise<ProductPage> {
    return this.catalogue.adminList(args);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => Product, {
    description:
      'Admin: replaces the form fields of a product; its pictures are kept (they are uploaded with the multipart REST form).',
  })
  updateProductDetails(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ProductFormInput,
  ): Promise<Product> {
    return this.catalogue.update(ctx, id, input);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => Product, {
    description:
      "Admin: replaces a product's options and variants (at most 3 options and 100 variants, SKUs unique across the shop); its prices and stock follow its variants. No options: sold as one again.",
  })
  setProductVariants(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ProductVariantsInput,
  ): Promise<Product> {
    return this.kinds.set(ctx, id, input);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => Boolean, {
    description: 'Admin: deletes a product and its uploaded pictures; NOT_FOUND when the id is unknown or malformed.',
  })
  async deleteProduct(@Ctx() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.catalogue.remove(ctx, id);
    return true;
  }
}
