import { onEveryWrite } from '../common/database/write-hooks';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImagesModule } from '../images/images.module';
import { AdminProductsController, ProductWritesController } from './admin-products.controller';
import { CatalogueCache, CatalogueCacheModule } from './catalogue-cache';
import { ProductSearch } from './product-search';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { ProductRecord, ProductSchema } from './schemas/product.schema';

/** One keyword index per app, shared by the Product model's hooks and ProductsService. */
@Module({ providers: [ProductSearch], exports: [ProductSearch] })
export class ProductSearchModule {}

@Module({
  imports: [
    MongooseModule.forFeatureAsync([
      {
        name: ProductRecord.name,
        imports: [CatalogueCacheModule, ProductSearchModule],
        inject: [CatalogueCache, ProductSearch],
        useFactory: (cache: CatalogueCache, search: ProductSearch) => {
          // A copy per app, so that each app's writes empty its own cache and refresh its own search index.
          const schema = ProductSchema.clone();
          onEveryWrite(schema, (write) => {
            cache.clear();
            search.written(write);
          });
          return schema;
        },
      },
    ]),
    CatalogueCacheModule,
    ProductSearchModule,
    ImagesModule,
  ],
  providers: [ProductsService, ProductsResolver],
  controllers: [ProductsController, AdminProductsController, ProductWritesController],
  exports: [ProductsService, MongooseModule],
})
export class ProductsModule {}
