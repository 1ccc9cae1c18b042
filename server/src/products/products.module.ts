import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImagesModule } from '../images/images.module';
import { AdminProductsController, ProductWritesController } from './admin-products.controller';
import { CatalogueCache, CatalogueCacheModule } from './catalogue-cache';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { ProductRecord, ProductSchema } from './schemas/product.schema';

@Module({
  imports: [
    MongooseModule.forFeatureAsync([
      {
        name: ProductRecord.name,
        imports: [CatalogueCacheModule],
        inject: [CatalogueCache],
        useFactory: (cache: CatalogueCache) => {
          // A copy per app, so that each app's writes empty its own cache.
          const schema = ProductSchema.clone();
          CatalogueCache.emptyOnWrites(schema, cache);
          return schema;
        },
      },
    ]),
    CatalogueCacheModule,
    ImagesModule,
  ],
  providers: [ProductsService, ProductsResolver],
  controllers: [ProductsController, AdminProductsController, ProductWritesController],
  exports: [ProductsService, MongooseModule],
})
export class ProductsModule {}
