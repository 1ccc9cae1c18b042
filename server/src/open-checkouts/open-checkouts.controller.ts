import { Body, Controller, Get, Header, Param, Post, Query } from '@nestjs/common';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { OpenCheckoutsArgs, RecordOpenCheckoutInput } from './dto/open-checkout.inputs';
import { OpenCheckoutsService } from './open-checkouts.service';

const toRest = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

/** REST /api/v1/open-checkouts: the checkout page records itself; a reminder's link restores it. */
@Controller('open-checkouts')
export class OpenCheckoutsController {
  constructor(private readonly checkouts: OpenCheckoutsService) {}

  @Public()
  @Post()
  async record(@Ctx() ctx: RequestContext, @Body() input: RecordOpenCheckoutInput) {
    return { success: true, data: await this.checkouts.record(ctx, input) };
  }

  @Public()
  @Get(':token')
  @Header('Cache-Control', 'no-store')
  async resume(@Ctx() ctx: RequestContext, @Param('token') token: string) {
    return { success: true, data: await this.checkouts.resume(ctx, token) };
  }
}

/** REST /api/v1/admin/open-checkouts: staff with orders:read. */
@Controller('admin/open-checkouts')
export class OpenCheckoutsAdminController {
  constructor(private readonly checkouts: OpenCheckoutsService) {}

  @Staff(Permission.OrdersRead)
  @Get()
  async list(@Ctx() ctx: RequestContext, @Query() args: OpenCheckoutsArgs) {
    const page = await this.checkouts.list(ctx.user, args.days);
    return { success: true, data: page.items.map(toRest), figures: page.figures };
  }
}
