import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImagesModule } from '../images/images.module';
import { AdminProductsController, ProductWritesController } from './admin-products.controller';
import { ProductsController } from './products.controller';
import { ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { ProductRecord, ProductSchema } from './schemas/product.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: ProductRecord.name, schema: ProductSchema }]), ImagesModule],
  providers: [ProductsService, ProductsResolver],
  controllers: [ProductsController, AdminProductsController, ProductWritesController],
  exports: [ProductsService, MongooseModule],
})
export class ProductsModule {}
