import { Global, Module } from '@nestjs/common';
import { SettingsService } from './settings.service';

/** The merchant's settings, readable from every domain module. */
@Global()
@Module({ providers: [SettingsService], exports: [SettingsService] })
export class SettingsModule {}
