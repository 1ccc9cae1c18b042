import { Field, Float, InputType, PickType, registerEnumType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsEnum,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { PhoneRule } from '../../common/phone/phone-validation';
import { BasketLineInput } from '../../pricing/basket-line.input';

const EMPTY_CART = 'Your cart is empty';

/** A line of the order: the basket's line, and a price that is ignored. */
@InputType()
export class OrderLineInput extends BasketLineInput {
  @Field(() => Float, { nullable: true, description: 'Ignored: prices always come from the catalogue.' })
  @IsOptional()
  @IsNumber({}, { message: 'Price must be a number' })
  price?: number;
}

/** Shipping details: every field must be non-empty after trimming ('{Field} is required'). */
@InputType()
export class ContactInput {
  @Field({ nullable: true })
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'Name is required' }),
    IsString({ message: 'Name is required' }),
    MaxLength(60, { message: 'Name must not exceed 60 characters' }),
    NoControlCharacters('Please enter a valid name'),
  )
  name: string;

  @Field({ nullable: true, description: 'Required for customers, optional for guests.' })
  @Trim()
  @IsOptional()
  @InOrder(
    IsString({ message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
    NoControlCharacters('Please enter a valid email address'),
  )
  email?: string;

  @Field({ nullable: true })
  @Trim()
  @InOrder(IsNotEmpty({ message: 'Phone is required' }), IsString({ message: 'Phone is required' }), PhoneRule())
  phone: string;

  @Field({ nullable: true })
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'Address is required' }),
    IsString({ message: 'Address is required' }),
    MaxLength(300, { message: 'Address must not exceed 300 characters' }),
    NoControlCharacters('Please enter a valid address'),
  )
  address: string;

  @Field({ nullable: true })
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'City is required' }),
    IsString({ message: 'City is required' }),
    MaxLength(60, { message: 'City must not exceed 60 characters' }),
    NoControlCharacters('Please enter a valid city'),
  )
  city: string;
}

/** The checkout: lines, shipping details and optional notes. Prices and totals sent by clients are ignored. */
@InputType()
export class PlaceOrderInput {
  @Field(() => [OrderLineInput], { nullable: true })
  @InOrder(
    IsArray({ message: EMPTY_CART }),
    ArrayNotEmpty({ message: EMPTY_CART }),
    ArrayMaxSize(50, { message: 'An order can hold at most 50 different products' }),
  )
  @ValidateNested({ each: true })
  @Type(() => OrderLineInput)
  items: OrderLineInput[];

  @Field(() => ContactInput, { nullable: true })
  @InOrder(
    IsNotEmpty({ message: 'Please fill in all required fields' }),
    IsObject({ message: 'Please fill in all required fields' }),
  )
  @ValidateNested()
  @Type(() => ContactInput)
  shippingAddress: ContactInput;

  @Field({ nullable: true, description: "Only 'COD' (cash on delivery)." })
  @IsOptional()
  @Matches(/^COD$/, { message: 'Cash on Delivery (COD) is the only payment method' })
  paymentMethod?: string;

  @Field(() => Float, { nullable: true, description: 'Ignored: the total is computed from the catalogue.' })
  @IsOptional()
  @IsNumber({}, { message: 'totalAmount must be a number' })
  totalAmount?: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'The total the shopper saw. When given and the total at current prices differs, the order is refused (409, PRICE_CHANGED) and nothing is written.',
  })
  @IsOptional()
  @InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'expectedTotal must be a number' }),
    Min(0, { message: 'expectedTotal must not be negative' }),
  )
  expectedTotal?: number;

  @Field({
    nullable: true,
    description:
      'A discount code, in any case (one per order). When it does not apply the order is refused (422, DISCOUNT_CODE) with the reason.',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @InOrder(
    IsString({ message: 'The discount code must be text' }),
    MaxLength(30, { message: 'This code does not exist' }),
  )
  discountCode?: string;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @InOrder(
    IsString({ message: 'Notes must be text' }),
    MaxLength(500, { message: 'Notes must not exceed 500 characters' }),
    NoControlCharacters('Notes must not contain control characters'),
  )
  notes?: string;

  @Field(() => ContactInput, {
    nullable: true,
    description: 'Guests: who is ordering; defaults to the shipping details.',
  })
  @IsOptional()
  @IsObject({ message: 'Please fill in all required fields' })
  @ValidateNested()
  @Type(() => ContactInput)
  guestInfo?: ContactInput;
}

export enum OrderChannel {
  PHONE = 'phone',
  WHATSAPP = 'whatsapp',
}
registerEnumType(OrderChannel, { name: 'OrderChannel', description: 'How a customer gave an order to the staff.' });

/**
 * An order a staff member takes for a customer on a call or a WhatsApp chat: the checkout's lines, shipping details,
 * expected total and notes (its very fields, rules and messages), how it came in, and whether the customer confirmed
 * it on that call.
 */
@InputType()
export class TakeOrderInput extends PickType(PlaceOrderInput, [
  'items',
  'shippingAddress',
  'expectedTotal',
  'notes',
  'discountCode',
] as const) {
  @Field(() => OrderChannel, { nullable: true, defaultValue: OrderChannel.PHONE })
  @IsOptional()
  @IsEnum(OrderChannel, { message: 'channel must be phone or whatsapp' })
  channel?: OrderChannel;

  @Field({
    nullable: true,
    description: 'The customer confirmed the order on this call: logged as a confirmed call (staff who confirm).',
  })
  @IsOptional()
  @IsBoolean({ message: 'customerConfirmed must be true or false' })
  customerConfirmed?: boolean;
}
