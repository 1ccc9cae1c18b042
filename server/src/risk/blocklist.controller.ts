import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { Roles } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { BlocklistService } from './blocklist.service';
import { BlockContactInput } from './dto/block-contact.input';
import { BlockedContact } from './models/risk.model';

const toRest = ({ id, ...entry }: BlockedContact) => ({ _id: id, ...entry });

/** REST /api/v1/admin/blocklist. */
@Controller('admin/blocklist')
export class BlocklistController {
  constructor(private readonly blocklist: BlocklistService) {}

  @Roles('admin')
  @Get()
  async list() {
    return { success: true, data: (await this.blocklist.list()).map(toRest) };
  }

  @Roles('admin')
  @Post()
  async add(@Ctx() ctx: RequestContext, @Body() input: BlockContactInput) {
    return { success: true, message: 'Added to the blocklist', data: toRest(await this.blocklist.add(ctx, input)) };
  }

  @Roles('admin')
  @Delete(':id')
  async remove(@Param('id') id: string) {
    return { success: true, message: 'Removed from the blocklist', data: toRest(await this.blocklist.remove(id)) };
  }
}
