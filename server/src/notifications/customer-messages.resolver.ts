import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { CustomerMessageSettingsInput } from '../settings/dto/settings.input';
import { CustomerMessageSettingsModel } from '../settings/models/settings.model';
import { SettingsService } from '../settings/settings.service';
import { CustomerMessagesService } from './customer-messages.service';
import { CustomerMessage } from './models/customer-message.models';

@Resolver()
export class CustomerMessagesResolver {
  constructor(
    private readonly messages: CustomerMessagesService,
    private readonly settings: SettingsService,
  ) {}

  @Staff(Permission.OrdersRead)
  @Query(() => [CustomerMessage], {
    description: 'Staff: the messages to the customer about an order (confirmed, shipped, …), oldest first.',
  })
  orderMessages(@Ctx() ctx: RequestContext, @Args('orderId', { type: () => ID }) orderId: string) {
    return this.messages.forOrder(orderId, ctx.user);
  }

  @Staff(Permission.SettingsWrite)
  @Query(() => CustomerMessageSettingsModel, { description: 'The messages to customers: language and templates.' })
  async messageTemplates(): Promise<CustomerMessageSettingsModel> {
    return (await this.settings.current()).messages;
  }

  @Staff(Permission.SettingsWrite)
  @Mutation(() => CustomerMessageSettingsModel, {
    description: 'Saves the messages to customers; a template with an unknown placeholder is refused.',
  })
  async updateMessageTemplates(
    @Args('input') input: CustomerMessageSettingsInput,
  ): Promise<CustomerMessageSettingsModel> {
    return (await this.settings.update({ messages: input })).messages;
  }
}
