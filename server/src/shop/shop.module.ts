import { Controller, Get, Module } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/access/access.decorators';
import { ShippingSettingsModel } from '../settings/models/settings.model';
import { SettingsService } from '../settings/settings.service';
import type { ShopSettings } from '../settings/shop-settings';

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
  @Field(() => ShippingSettingsModel, {
    description: 'The delivery charges in force (the cart and checkout show the fee once the city is known).',
  })
  delivery: ShippingSettingsModel;
}

/** The contact details are the ones saved in the admin settings (first values: the SHOP_* configuration). */
const shopInfo = (settings: ShopSettings): ShopInfo => ({
  ...settings.shop,
  currency: 'PKR',
  paymentMethod: 'COD',
  delivery: settings.shipping,
});

@Resolver(() => ShopInfo)
export class ShopResolver {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Query(() => ShopInfo)
  async shop(): Promise<ShopInfo> {
    return shopInfo(await this.settings.current());
  }
}

/** REST /api/v1/shop. */
@Controller('shop')
export class ShopController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get()
  async info() {
    return { success: true, data: shopInfo(await this.settings.current()) };
  }
}

@Module({ providers: [ShopResolver], controllers: [ShopController] })
export class ShopModule {}
