import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CategoriesService } from '../products/categories.service';
import { ProductsService } from '../products/products.service';
import { SettingsService } from '../settings/settings.service';
import { homeHead, listHead, productHead, type PageHead } from './page-head';

/** The shop's public address (PUBLIC_URL), or undefined when it is not configured (see page-head.ts). */
export const publicAddress = (config: Pick<AppConfig, 'confirmation'>): string | undefined =>
  config.confirmation.publicUrl;

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;
const CATEGORY_PAGE = /^\/category\/([^/]+)$/;

/** A list's page number from its query, when it is a whole number above 1. */
function pageNumber(params: URLSearchParams): number | undefined {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/**
 * What a server-rendered storefront page's head says (page-head.ts), worked out from the URL the renderer
 * renders (storefront-pages.ts' renderedPageUrl: a path it renders, with only the parameters that page reads).
 * The product and the categories come from the catalogue cache, the shop's name from the merchant's settings.
 */
@Injectable()
export class StorefrontHeads {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The head of the page at `url`; undefined for a page the storefront does not render, or a missing product. */
  async of(url: string): Promise<PageHead | undefined> {
    const parsed = new URL(url, 'http://storefront.invalid');
    const path = decodeURIComponent(parsed.pathname);
    const address = publicAddress(this.config);
    const shopName = (await this.settings.current()).shop.name;
    if (path === '/') return homeHead(shopName, address);
    if (path === '/products') {
      const search = parsed.searchParams.get('search')?.trim() || undefined;
      return listHead({ search, page: pageNumber(parsed.searchParams) }, shopName, address);
    }
    const category = CATEGORY_PAGE.exec(path);
    // Only the shop's own categories are named: a head never repeats words a link's author put in a made-up path.
    if (category)
      return (await this.categories.pageOf(category[1]))?.moved === false
        ? listHead({ category: category[1], page: pageNumber(parsed.searchParams) }, shopName, address)
        : undefined;
    const product = PRODUCT_PAGE.exec(path);
    if (!product) return undefined;
    try {
      return productHead(await this.products.findByIdOrSlug(product[1]), shopName, address);
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
  }
}
