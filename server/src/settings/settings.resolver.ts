import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/access/access.decorators';
import { UpdateSettingsInput } from './dto/settings.input';
import { ShopSettingsModel } from './models/settings.model';
import { SettingsService } from './settings.service';

@Resolver(() => ShopSettingsModel)
export class SettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Roles('admin')
  @Query(() => ShopSettingsModel, { description: "The merchant's settings." })
  shopSettings(): Promise<ShopSettingsModel> {
    return this.settings.current();
  }

  @Roles('admin')
  @Mutation(() => ShopSettingsModel, { description: 'Saves the sections given; each replaces the saved one whole.' })
  updateShopSettings(@Args('input') input: UpdateSettingsInput): Promise<ShopSettingsModel> {
    return this.settings.update(input);
  }
}
