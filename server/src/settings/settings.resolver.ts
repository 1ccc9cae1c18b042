import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { UpdateSettingsInput } from './dto/settings.input';
import { ShopSettingsModel } from './models/settings.model';
import { SettingsService } from './settings.service';

@Resolver(() => ShopSettingsModel)
export class SettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Staff(Permission.SettingsWrite)
  @Query(() => ShopSettingsModel, { description: "The merchant's settings." })
  shopSettings(): Promise<ShopSettingsModel> {
    return this.settings.current();
  }

  @Staff(Permission.SettingsWrite)
  @Mutation(() => ShopSettingsModel, { description: 'Saves the sections given; each replaces the saved one whole.' })
  updateShopSettings(@Args('input') input: UpdateSettingsInput): Promise<ShopSettingsModel> {
    return this.settings.update(input);
  }
}
