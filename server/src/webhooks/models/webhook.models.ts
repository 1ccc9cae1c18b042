import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WebhookSubscription', {
  description: "An address told of the shop's events, as the Owner's list shows it (never its secret).",
})
export class WebhookSubscriptionModel {
  @Field(() => ID) id: string;
  @Field() url: string;
  @Field(() => [String]) events: string[];
  @Field() description: string;
  @Field({ description: 'False while paused (by the Owner, or after failing for 3 days).' }) active: boolean;
  @Field(() => Date, { nullable: true }) pausedAt: Date | null;
  @Field({ description: 'Why it is paused; empty while active.' }) pausedReason: string;
  @Field(() => Date, { nullable: true, description: 'When its deliveries began failing, without a success since.' })
  failingSince: Date | null;
  @Field() createdByName: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A subscription with its signing secret: shown in this answer only.' })
export class WebhookSecret {
  @Field() secret: string;
  @Field(() => WebhookSubscriptionModel) subscription: WebhookSubscriptionModel;
}

@ObjectType({ description: 'One try at sending a delivery.' })
export class WebhookAttempt {
  @Field(() => Int) number: number;
  @Field() at: Date;
  @Field(() => Int, { description: "The receiver's HTTP status; 0 when none came (refused, timed out)." })
  statusCode: number;
  @Field({ description: 'Why it failed; empty on success.' }) error: string;
  @Field(() => Int) durationMs: number;
  @Field({ description: "The start of the receiver's answer (200 characters at most)." }) response: string;
}

@ObjectType({ description: 'An event sent, or to be sent, to one subscription, with its attempts.' })
export class WebhookDelivery {
  @Field(() => ID, { description: "Also the payload's `id` and the X-Volt-Delivery header." }) id: string;
  @Field(() => ID) subscriptionId: string;
  @Field() event: string;
  @Field({ description: 'pending, sending, delivered, failed, or held (its subscription is paused).' })
  status: string;
  @Field({ description: 'The JSON body as sent.' }) payload: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field(() => [WebhookAttempt], { description: 'Oldest first.' }) attempts: WebhookAttempt[];
}

@ObjectType()
export class WebhookDeliveryPage {
  @Field(() => [WebhookDelivery], { description: 'Newest first.' }) items: WebhookDelivery[];
  @Field(() => Int) total: number;
}

@ObjectType({ description: 'An event a subscription may be told of.' })
export class WebhookEventInfo {
  @Field() name: string;
  @Field() description: string;
}
