import { Body, Controller, Get, Put } from '@nestjs/common';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { UpdateSettingsInput } from './dto/settings.input';
import { SettingsService } from './settings.service';

/** REST /api/v1/admin/settings. */
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Staff(Permission.SettingsWrite)
  @Get()
  async read() {
    return { success: true, data: await this.settings.current() };
  }

  @Staff(Permission.SettingsWrite)
  @Put()
  async update(@Body() input: UpdateSettingsInput) {
    return { success: true, message: 'Settings saved', data: await this.settings.update(input) };
  }
}
