import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { IsEnum, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
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
}

/** POST /api/v1/admin/orders/{id}/confirmation-messages: `{ "language": "en" | "ur" }`. */
export class SendMessageBody {
  @IsOptional()
  @IsIn(['en', 'ur'], { message: 'language must be "en" or "ur"' })
  language?: 'en' | 'ur';
}

@ArgsType()
export class ConfirmationQueueArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @PageNumber()
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @PageSize(100, { clamp: false })
  limit?: number;
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
