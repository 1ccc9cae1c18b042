import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { ApiKeysService, type ApiKeyView } from './api-keys.service';
import { CreateApiKeyInput } from './dto/create-api-key.input';

const toRest = ({ id, ...key }: ApiKeyView) => ({ _id: id, ...key });

/** REST /api/v1/admin/api-keys: integrations' keys (Owner). */
@Controller('admin/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Staff(Permission.KeysManage)
  @Get()
  async list() {
    return { success: true, data: (await this.keys.list()).map(toRest) };
  }

  @Staff(Permission.KeysManage)
  @Post()
  async create(@Ctx() ctx: RequestContext, @Body() input: CreateApiKeyInput) {
    const { key, apiKey } = await this.keys.create(ctx, input);
    return {
      success: true,
      message: 'Key created. Copy it now: it is not shown again.',
      data: { key, ...toRest(apiKey) },
    };
  }

  @Staff(Permission.KeysManage)
  @Delete(':id')
  async revoke(@Param('id') id: string) {
    return { success: true, message: 'Key revoked', data: toRest(await this.keys.revoke(id)) };
  }
}
