import { Controller, Get, Inject, Module } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/access/access.decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** The shop's name and contact details: one configuration for every screen and API. */
@ObjectType()
export class ShopInfo {
  @Field() name: string;
  @Field({ description: 'WhatsApp number, 24/7 support.' }) whatsapp: string;
  @Field() phone: string;
  @Field() email: string;
  @Field() instagram: string;
  @Field({ description: 'Always PKR.' }) currency: string;
  @Field({ description: 'Always COD (cash on delivery).' }) paymentMethod: string;
}

const shopInfo = (config: AppConfig): ShopInfo => ({ ...config.shop, currency: 'PKR', paymentMethod: 'COD' });

@Resolver(() => ShopInfo)
export class ShopResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Query(() => ShopInfo)
  shop(): ShopInfo {
    return shopInfo(this.config);
  }
}

/** REST /api/v1/shop. */
@Controller('shop')
export class ShopController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  info() {
    return { success: true, data: shopInfo(this.config) };
  }
}

@Module({ providers: [ShopResolver], controllers: [ShopController] })
export class ShopModule {}
