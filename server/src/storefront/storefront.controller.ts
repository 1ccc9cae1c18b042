import { Controller, Get, Header, Inject, Logger, NotFoundException, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/access/access.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CatalogueAnswer } from '../products/catalogue-answers';
import { ProductsService } from '../products/products.service';
import { robotsTxt, sitemapXml } from './sitemap';
import { publicAddress } from './storefront-heads';

const SITEMAP_TYPE = 'application/xml; charset=utf-8';
/** robots.txt changes only with the configuration: a day in any cache. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /sitemap.xml and GET /robots.txt (outside the API prefix). The sitemap follows the catalogue, so it is a
 * catalogue answer (CatalogueAnswer: public for 10 s, an ETag, kept until the next product write). Both need the
 * shop's public address: without PUBLIC_URL the sitemap answers 404 (a list of addresses on this machine would
 * mislead a search engine) and robots.txt names no sitemap.
 */
@Controller()
export class StorefrontController {
  private readonly logger = new Logger('Storefront');
  private warnedNoAddress = false;

  constructor(
    private readonly products: ProductsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @CatalogueAnswer()
  @Get('sitemap.xml')
  async sitemap(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const address = publicAddress(this.config);
    if (!address) {
      if (!this.warnedNoAddress)
        this.logger.warn('GET /sitemap.xml answers 404: PUBLIC_URL is not set, so the shop does not know its address.');
      this.warnedNoAddress = true;
      throw new NotFoundException('There is no sitemap: PUBLIC_URL is not set');
    }
    const xml = sitemapXml(address, await this.products.sitemapEntries());
    // Set here rather than with @Header: a refusal is JSON like every other.
    void reply.type(SITEMAP_TYPE);
    return xml;
  }

  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', ROBOTS_CACHE_CONTROL)
  @Get('robots.txt')
  robots(): string {
    return robotsTxt(publicAddress(this.config));
  }
}
