import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { defaultShopSettings, ShopSettings } from './shop-settings';

/**
 * Reads the merchant's settings. Today: the defaults from configuration; the settings issue keeps them in
 * the database and lets admins change them (`GET`/`PUT /api/v1/admin/settings`).
 */
@Injectable()
export class SettingsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async current(): Promise<ShopSettings> {
    return defaultShopSettings(this.config);
  }
}
