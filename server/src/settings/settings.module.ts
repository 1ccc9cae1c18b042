import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SettingsRecord, SettingsSchema } from './schemas/settings.schema';
import { SettingsController } from './settings.controller';
import { SettingsResolver } from './settings.resolver';
import { SettingsService } from './settings.service';

/** The merchant's settings, readable from every domain module; admins change them. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: SettingsRecord.name, schema: SettingsSchema }])],
  providers: [SettingsService, SettingsResolver],
  controllers: [SettingsController],
  exports: [SettingsService],
})
export class SettingsModule {}
