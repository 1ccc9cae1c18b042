import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyIsUnset, ToBoolean, ToNumber } from '../../common/validation/query-transforms';
import { PageNumber, PageSize } from '../../common/pagination/page-args';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { AttemptOutcome } from '../../orders/models/confirmation.model';

const DECISION = 'decision must be "confirm" or "decline"';

/** POST /api/v1/confirmations/{token}: `{ "decision": "confirm" | "decline" }`. */
export class DecisionBody {
  @InOrder(IsNotEmpty({ message: DECISION }), IsIn(['confirm', 'decline'], { message: DECISION }))
  decision: 'confirm' | 'decline';
}

const OUTCOME = `outcome must be one of: ${Object.values(AttemptOutcome).join(', ')}`;

/** A call (or other try) to reach the customer: POST /api/v1/admin/orders/{id}/confirmation-attempts. */
@InputType()
export class ConfirmationAttemptInput {
  @Field(() => AttemptOutcome)
  @InOrder(IsNotEmpty({ message: OUTCOME }), IsEnum(AttemptOutcome, { message: OUTCOME }))
  outcome: AttemptOutcome;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @InOrder(
    IsString({ message: 'note must be text' }),
    MaxLength(500, { message: 'note must not exceed 500 characters' }),
    NoControlCharacters('note must not contain control characters'),
  )
  note?: string;

  @Field({
    nullable: true,
    description:
      'With CONFIRMED: move the order to Processing at once. Only for staff who may (orders:fulfil or orders:manage).',
  })
  @IsOptional()
  @IsBoolean({ message: 'thenProcessing must be true or false' })
  thenProcessing?: boolean;
}

/** POST /api/v1/admin/orders/{id}/confirmation-messages: `{ "language": "en" | "ur" }`. */
export class SendMessageBody {
  @IsOptional()
  @IsIn(['en', 'ur'], { message: 'language must be "en" or "ur"' })
  language?: 'en' | 'ur';
}

export const QUEUE_RISKS = ['any', 'high', 'medium', 'low'] as const;
export const EXPIRY_HOURS = [2, 6, 24] as const;

@ArgsType()
export class ConfirmationQueueArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @PageNumber()
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @PageSize(100, { clamp: false })
  limit?: number;

  @Field(() => String, { nullable: true, description: 'Only orders of this risk: high, medium or low (or any).' })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @IsIn([...QUEUE_RISKS], { message: `risk must be one of: ${QUEUE_RISKS.join(', ')}` })
  risk?: (typeof QUEUE_RISKS)[number];

  @Field(() => Int, {
    nullable: true,
    description: `Only orders whose confirmation expires within this many hours: ${EXPIRY_HOURS.join(', ')}.`,
  })
  @EmptyIsUnset()
  @ToNumber()
  @IsOptional()
  @IsIn([...EXPIRY_HOURS], { message: `expiresWithinHours must be one of: ${EXPIRY_HOURS.join(', ')}` })
  expiresWithinHours?: number;

  @Field({ nullable: true, description: 'true: only orders with no call logged yet.' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'notContacted must be true or false' })
  notContacted?: boolean;
}

@ArgsType()
export class TrackOrderArgs {
  @Field()
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'Order number is required' }),
    IsString({ message: 'Order number is required' }),
    MaxLength(40, { message: 'Order number is not valid' }),
  )
  orderNumber: string;

  @Field()
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'Phone is required' }),
    IsString({ message: 'Phone is required' }),
    MaxLength(40, { message: 'Phone is not valid' }),
  )
  phone: string;
}
