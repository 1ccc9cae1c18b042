import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { CreateDiscountCodeInput, SetDiscountCodePausedInput } from './dto/discount.inputs';
import { DiscountsService } from './discounts.service';

const toRest = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

/** REST /api/v1/admin/discounts: the discount codes (staff with discounts:manage). */
@Controller('admin/discounts')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Staff(Permission.DiscountsManage)
  @Get()
  async list() {
    return { success: true, data: (await this.discounts.list()).map(toRest) };
  }

  @Staff(Permission.DiscountsManage)
  @Post()
  async create(@Ctx() ctx: RequestContext, @Body() input: CreateDiscountCodeInput) {
    return { success: true, message: 'Discount code created', data: toRest(await this.discounts.create(ctx, input)) };
  }

  @Staff(Permission.DiscountsManage)
  @Patch(':id')
  async setPaused(@Param('id') id: string, @Body() input: SetDiscountCodePausedInput) {
    const code = await this.discounts.setPaused(id, input.paused);
    return {
      success: true,
      message: code.paused ? 'Discount code paused' : 'Discount code resumed',
      data: toRest(code),
    };
  }
}
