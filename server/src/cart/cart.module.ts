import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductsModule } from '../products/products.module';
import { CartController } from './cart.controller';
import { CartResolver } from './cart.resolver';
import { CartService } from './cart.service';
import { CartRecord, CartSchema } from './schemas/cart.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: CartRecord.name, schema: CartSchema }]), ProductsModule],
  providers: [CartService, CartResolver],
  controllers: [CartController],
  exports: [CartService],
})
export class CartModule {}
