import { onEveryWrite } from '../common/database/write-hooks';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImagesModule } from '../images/images.module';
import { AdminProductsController, ProductWritesController } from './admin-products.controller';
import { CatalogueCacheModule } from './catalogue-cache';
import { CatalogueImportService } from './catalogue-import.service';
import { ProductSearchModule } from './product-search';
import { ProductWriteNotices, ProductWriteNoticesModule } from './product-write-notices';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductStockService } from './product-stock.service';
import { ProductsService } from './products.service';
import { ProductRecord, ProductSchema } from './schemas/product.schema';

@Module({
  imports: [
    MongooseModule.forFeatureAsync([
      {
        name: ProductRecord.name,
        imports: [ProductWriteNoticesModule],
        inject: [ProductWriteNotices],
        useFactory: (notices: ProductWriteNotices) => {
          // A copy per app, so that each app's writes empty its own cache and refresh its own search index.
          const schema = ProductSchema.clone();
          onEveryWrite(schema, (write) => notices.seen(write));
          return schema;
        },
      },
    ]),
    CatalogueCacheModule,
    ProductSearchModule,
    ProductWriteNoticesModule,
    ImagesModule,
  ],
  providers: [ProductsService, ProductStockService, ProductsResolver, CatalogueImportService],
  controllers: [ProductsController, AdminProductsController, ProductWritesController],
  exports: [ProductsService, ProductStockService],
})
export class ProductsModule {}
