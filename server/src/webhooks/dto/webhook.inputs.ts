import { ArgsType, Field, ID, InputType, Int, PartialType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsMongoId,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { EmptyIsUnset, ToNumber } from '../../common/validation/query-transforms';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { WEBHOOK_EVENT_NAMES } from '../webhook-events';
import { DELIVERY_STATUSES } from '../schemas/webhook-delivery.schema';

const EVENTS_MESSAGE = `Events are ${WEBHOOK_EVENT_NAMES.join(', ')}`;

/** A new subscription: where to send, which events, and a note to know it by. */
@InputType()
export class CreateWebhookSubscriptionInput {
  @Field({ description: 'https:// (http:// only to localhost, and not in production).' })
  @Trim()
  @InOrder(
    IsString({ message: 'Enter the address to send to' }),
    MaxLength(500, { message: 'The address must not exceed 500 characters' }),
  )
  url: string;

  @Field(() => [String], { description: `Any of: ${WEBHOOK_EVENT_NAMES.join(', ')}.` })
  @InOrder(
    IsArray({ message: 'Choose at least one event' }),
    ArrayNotEmpty({ message: 'Choose at least one event' }),
    ArrayMaxSize(WEBHOOK_EVENT_NAMES.length, { message: EVENTS_MESSAGE }),
  )
  @IsIn(WEBHOOK_EVENT_NAMES, { each: true, message: EVENTS_MESSAGE })
  events: string[];

  @Field({ nullable: true })
  @IsOptional()
  @Trim()
  @InOrder(
    IsString({ message: 'Description must be text' }),
    MaxLength(200, { message: 'Description must not exceed 200 characters' }),
    NoControlCharacters('Please enter a valid description'),
  )
  description?: string;
}

/** Changes to a subscription, each field as a new one takes it; `active: true` resumes a paused one, `false` pauses it. */
@InputType()
export class UpdateWebhookSubscriptionInput extends PartialType(CreateWebhookSubscriptionInput) {
  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** The delivery log's filter and page. */
@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => ID, { nullable: true })
  @EmptyIsUnset()
  @IsOptional()
  @IsMongoId({ message: 'subscriptionId must be an id' })
  subscriptionId?: string;

  @Field({ nullable: true, description: DELIVERY_STATUSES.join(', ') })
  @EmptyIsUnset()
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `Status is one of ${DELIVERY_STATUSES.join(', ')}` })
  status?: string;

  @Field(() => Int, { nullable: true, description: '1 to 100; 20 when not given.' })
  @ToNumber()
  @IsOptional()
  @InOrder(
    IsInt({ message: 'limit must be a whole number from 1 to 100' }),
    Min(1, { message: 'limit must be a whole number from 1 to 100' }),
    Max(100, { message: 'limit must be a whole number from 1 to 100' }),
  )
  limit?: number;

  @Field(() => Int, { nullable: true })
  @ToNumber()
  @IsOptional()
  @InOrder(
    IsInt({ message: 'offset must be a whole number from 0' }),
    Min(0, { message: 'offset must be a whole number from 0' }),
  )
  offset?: number;
}
