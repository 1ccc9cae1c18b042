import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { BlocklistService } from './blocklist.service';
import { BlockContactInput } from './dto/block-contact.input';
import { BlockedContact } from './models/risk.model';

const toRest = ({ id, ...entry }: BlockedContact) => ({ _id: id, ...entry });

/** REST /api/v1/admin/blocklist. */
@Controller('admin/blocklist')
export class BlocklistController {
  constructor(private readonly blocklist: BlocklistService) {}

  @Staff(Permission.BlocklistWrite)
  @Get()
  async list() {
    return { success: true, data: (await this.blocklist.list()).map(toRest) };
  }

  @Staff(Permission.BlocklistWrite)
  @Post()
  async add(@Ctx() ctx: RequestContext, @Body() input: BlockContactInput) {
    return { success: true, message: 'Added to the blocklist', data: toRest(await this.blocklist.add(ctx, input)) };
  }

  @Staff(Permission.BlocklistWrite)
  @Delete(':id')
  async remove(@Param('id') id: string) {
    return { success: true, message: 'Removed from the blocklist', data: toRest(await this.blocklist.remove(id)) };
  }
}
