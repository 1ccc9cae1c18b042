import { onEveryWrite } from '../common/database/write-hooks';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImagesModule } from '../images/images.module';
import { AdminProductsController, ProductWritesController } from './admin-products.controller';
import { CatalogueCacheModule } from './catalogue-cache';
import { CatalogueImportService } from './catalogue-import.service';
import { AdminCategoriesController, CategoriesController } from './categories.controller';
import { CategoriesResolver } from './categories.resolver';
import { CategoriesService } from './categories.service';
import { ProductSearchModule } from './product-search';
import { ProductWriteNotices, ProductWriteNoticesModule } from './product-write-notices';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductStockService } from './product-stock.service';
import { ProductsService } from './products.service';
import { CategoryRecord, CategorySchema } from './schemas/category.schema';
import { ProductRecord, ProductSchema } from './schemas/product.schema';
import { ProductSkuRecord, ProductSkuSchema } from './schemas/product-sku.schema';
import { ProductSkusService } from './product-skus.service';
import { ProductVariantsService } from './product-variants.service';

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
    MongooseModule.forFeature([
      { name: CategoryRecord.name, schema: CategorySchema },
      { name: ProductSkuRecord.name, schema: ProductSkuSchema },
    ]),
    CatalogueCacheModule,
    ProductSearchModule,
    ProductWriteNoticesModule,
    ImagesModule,
  ],
  providers: [
    ProductsService,
    ProductStockService,
    ProductSkusService,
    ProductVariantsService,
    ProductsResolver,
    CategoriesService,
    CategoriesResolver,
    CatalogueImportService,
  ],
  controllers: [
    ProductsController,
    AdminProductsController,
    ProductWritesController,
    CategoriesController,
    AdminCategoriesController,
  ],
  exports: [ProductsService, ProductStockService, CategoriesService],
})
export class ProductsModule {}
