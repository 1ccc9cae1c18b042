import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import {
  CreateWebhookSubscriptionInput,
  UpdateWebhookSubscriptionInput,
  WebhookDeliveriesArgs,
} from './dto/webhook.inputs';
import {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEventInfo,
  WebhookSecret,
  WebhookSubscriptionModel,
} from './models/webhook.models';
import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS } from './webhook-events';
import { WebhooksService } from './webhooks.service';

@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Staff(Permission.WebhooksManage)
  @Query(() => [WebhookSubscriptionModel], { description: 'Owner: the webhooks, newest first.' })
  webhookSubscriptions(): Promise<WebhookSubscriptionModel[]> {
    return this.webhooks.list();
  }

  @Staff(Permission.WebhooksManage)
  @Query(() => [WebhookEventInfo], { description: 'Owner: the events a webhook may be told of.' })
  webhookEvents(): WebhookEventInfo[] {
    return WEBHOOK_EVENT_NAMES.map((name) => ({ name, description: WEBHOOK_EVENTS[name] }));
  }

  @Staff(Permission.WebhooksManage)
  @Query(() => WebhookDeliveryPage, { description: "Owner: the webhooks' delivery log, newest first." })
  webhookDeliveries(@Args() args: WebhookDeliveriesArgs): Promise<WebhookDeliveryPage> {
    return this.webhooks.deliveryLog(args);
  }

  @Staff(Permission.WebhooksManage)
  @Mutation(() => WebhookSecret, { description: 'Owner: a new webhook; its secret is in this answer only.' })
  createWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Args('input') input: CreateWebhookSubscriptionInput,
  ): Promise<WebhookSecret> {
    return this.webhooks.create(ctx, input);
  }

  @Staff(Permission.WebhooksManage)
  @Mutation(() => WebhookSubscriptionModel, {
    description: 'Owner: changes a webhook; active false pauses it, true resumes it (and sends what waited).',
  })
  updateWebhookSubscription(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateWebhookSubscriptionInput,
  ): Promise<WebhookSubscriptionModel> {
    return this.webhooks.update(id, input);
  }

  @Staff(Permission.WebhooksManage)
  @Mutation(() => WebhookSubscriptionModel, { description: 'Owner: deletes a webhook and its delivery log.' })
  deleteWebhookSubscription(@Args('id', { type: () => ID }) id: string): Promise<WebhookSubscriptionModel> {
    return this.webhooks.remove(id);
  }

  @Staff(Permission.WebhooksManage)
  @Mutation(() => WebhookSecret, {
    description: 'Owner: a new signing secret, at once (the old one stops matching); shown in this answer only.',
  })
  rollWebhookSecret(@Args('id', { type: () => ID }) id: string): Promise<WebhookSecret> {
    return this.webhooks.rollSecret(id);
  }

  @Staff(Permission.WebhooksManage)
  @Mutation(() => WebhookDelivery, { description: 'Owner: sends a delivery again now, as it was.' })
  redeliverWebhook(@Args('deliveryId', { type: () => ID }) deliveryId: string): Promise<WebhookDelivery> {
    return this.webhooks.redeliver(deliveryId);
  }

  @Staff(Permission.WebhooksManage)
  @Mutation(() => WebhookDelivery, { description: 'Owner: sends a `ping` event to a webhook.' })
  sendTestWebhook(@Args('subscriptionId', { type: () => ID }) subscriptionId: string): Promise<WebhookDelivery> {
    return this.webhooks.sendTest(subscriptionId);
  }
}
