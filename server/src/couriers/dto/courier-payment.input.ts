import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDate,
  IsIn,
  IsMongoId,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinDate,
  MinLength,
} from 'class-validator';
import { InOrder, NotInFuture } from '../../common/validation/validation';
import { COURIER_CODES } from '../../orders/courier-directory';
import { COURIER_MESSAGE } from './ship-order.input';

/** Rs. 100 million: more than any one payment of a courier to the shop. */
export const MAX_PAYMENT = 100_000_000;
const MAX_PAYMENT_TEXT = MAX_PAYMENT.toLocaleString('en-PK');
const EARLIEST_PAYMENT = new Date('2000-01-01T00:00:00Z');

/**
 * A courier's payment, typed in from its statement on Courier Cash or read from a row of its payment file:
 * both are checked by these rules (the file's rows through validateAs).
 */
@InputType({ description: "A courier's payment of collected cash, typed in from its statement." })
export class CourierPaymentInput {
  @Field()
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier: string;

  @Field({ description: 'The day the courier paid (from 2000, not in the future).' })
  @Type(() => Date)
  @InOrder(
    IsDate({ message: 'date must be a date (YYYY-MM-DD)' }),
    MinDate(EARLIEST_PAYMENT, { message: 'date must be in 2000 or later' }),
    NotInFuture('date must not be in the future'),
  )
  date: Date;

  @Field({ description: "The courier's payment reference (CPR number, transfer id)." })
  @IsString()
  @MinLength(1, { message: 'Please enter the payment reference' })
  @MaxLength(80)
  reference: string;

  @Field(() => Float, { description: 'What the courier paid, in rupees.' })
  @InOrder(
    IsNumber({}, { message: 'amount must be a number' }),
    Min(0, { message: 'amount must be 0 or more' }),
    Max(MAX_PAYMENT, { message: `amount must not exceed Rs. ${MAX_PAYMENT_TEXT}` }),
  )
  amount: number;

  @Field(() => Float, { nullable: true, description: "The courier's charges it kept (0 when not given)." })
  @IsOptional()
  @InOrder(
    IsNumber({}, { message: 'charges must be a number' }),
    Min(0, { message: 'charges must be 0 or more' }),
    Max(MAX_PAYMENT, { message: `charges must not exceed Rs. ${MAX_PAYMENT_TEXT}` }),
  )
  charges?: number;

  @Field(() => [ID], { description: 'The delivered orders it pays.' })
  @IsArray({ message: 'orderIds must be a list of order ids' })
  @ArrayMinSize(1, { message: 'Select the orders this payment covers' })
  @ArrayMaxSize(1000)
  @IsMongoId({ each: true, message: 'orderIds must be order ids' })
  orderIds: string[];

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

@InputType({ description: "A courier's payment CSV, as text." })
export class PaymentCsvInput {
  @Field()
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier: string;

  @Field()
  @IsString({ message: 'csv must be the text of a CSV file' })
  @MaxLength(2_000_000, { message: 'The CSV file is too large (at most 2 MB)' })
  csv: string;
}

/** REST body of POST /admin/remittances/fetch: which courier's API to ask for its payments (PostEx if none). */
export class FetchCourierPaymentsInput {
  @IsOptional()
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier?: string;
}
