import { Injectable, Module } from '@nestjs/common';
import type { WriteSeen } from '../common/database/write-hooks';
import { CatalogueCache, CatalogueCacheModule } from './catalogue-cache';
import { ProductSearch, ProductSearchModule } from './product-search';

/**
 * What is kept in memory beside the products collection (the catalogue cache, the keyword index) hears of
 * every product write here: the Product model's hooks (products.module) tell it of the model's writes, and
 * code that writes straight to the collection for speed (the stock holds of an order) tells it itself,
 * with `around`, in the same shape, before the write starts and again once it has ended.
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

  /** Runs a write made straight on the collection, told before it starts and once it has ended (failed too). */
  async around<T>(write: WriteSeen, run: () => Promise<T>): Promise<T> {
    this.seen(write);
    try {
      return await run();
    } finally {
      this.seen(write);
    }
  }
}

@Module({
  imports: [CatalogueCacheModule, ProductSearchModule],
  providers: [ProductWriteNotices],
  exports: [ProductWriteNotices],
})
export class ProductWriteNoticesModule {}
