import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SettingsModule } from '../settings/settings.module';
import { StorefrontController } from './storefront.controller';
import { StorefrontHeads } from './storefront-heads';

/** What the storefront's pages tell search engines and link previews: their heads, the sitemap and robots.txt. */
@Module({
  imports: [ProductsModule, SettingsModule],
  controllers: [StorefrontController],
  providers: [StorefrontHeads],
  exports: [StorefrontHeads],
})
export class StorefrontModule {}
