import { Injectable, Module } from '@nestjs/common';
import type { WriteSeen } from '../common/database/write-hooks';
import { CatalogueCache, CatalogueCacheModule } from './catalogue-cache';
import { ProductSearch, ProductSearchModule } from './product-search';

/**
 * What is kept in memory beside the products collection (the catalogue cache, the keyword index) hears of
 * every product write here: the Product model's hooks (products.module) tell it of each write, before it
 * starts and again once it has ended.
 */
@Injectable()
export class ProductWriteNotices {
  constructor(
    private readonly cache: CatalogueCache,
    private readonly search: ProductSearch,
  ) {}

  seen(write: WriteSeen): void {
    this.cache.clear();
    this.search.written(write);
  }
}

@Module({
  imports: [CatalogueCacheModule, ProductSearchModule],
  providers: [ProductWriteNotices],
  exports: [ProductWriteNotices],
})
export class ProductWriteNoticesModule {}
