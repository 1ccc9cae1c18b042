import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { toE164 } from '../../common/phone/pakistani-phone';
import { InOrder, Trim } from '../../common/validation/validation';

const MAX_RUPEES = 10_000_000;
const Rupees = (what: string) =>
  InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${what} must be a number` }),
    Min(0, { message: `${what} cannot be negative` }),
    Max(MAX_RUPEES, { message: `${what} is too large` }),
  );
/** A bound that may be absent: null (or left out on a section being replaced) means none. */
const OptionalRupees = (what: string) =>
  InOrder(
    ValidateIf((_, value) => value !== null && value !== undefined),
    Rupees(what),
  );
const CityName = (what: string) =>
  InOrder(
    Trim(),
    IsString({ message: `${what} must be text` }),
    IsNotEmpty({ message: `${what} is required` }),
    MaxLength(60, { message: `${what} must not exceed 60 characters` }),
  );

@InputType()
export class CityDeliveryFeeInput {
  @Field() @CityName('City') city: string;
  @Field(() => Float) @Rupees('The city fee') fee: number;
  @Field(() => Float, { nullable: true, description: 'Free at or above this subtotal in the city; null: never.' })
  @OptionalRupees('The city free-above amount')
  freeAbove: number | null;
}

@InputType()
export class ShippingSettingsInput {
  @Field(() => Float) @Rupees('The delivery fee') defaultFee: number;
  @Field(() => Float, { nullable: true }) @OptionalRupees('The free-above amount') freeAbove: number | null;
  @Field(() => [CityDeliveryFeeInput])
  @IsArray({ message: 'cities must be a list' })
  @ArrayMaxSize(200, { message: 'At most 200 cities' })
  @ValidateNested({ each: true })
  @Type(() => CityDeliveryFeeInput)
  cities: CityDeliveryFeeInput[];
}

@InputType()
export class CodSettingsInput {
  @Field(() => Float, { nullable: true }) @OptionalRupees('The minimum COD order') minOrder: number | null;
  @Field(() => Float, { nullable: true }) @OptionalRupees('The maximum COD order') maxOrder: number | null;
  @Field(() => [String], { description: 'Cities where COD is offered; empty: everywhere.' })
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((city) => (typeof city === 'string' ? city.trim() : city)) : value,
  )
  @InOrder(
    IsArray({ message: 'cities must be a list' }),
    ArrayMaxSize(200, { message: 'At most 200 cities' }),
    IsString({ each: true, message: 'Each city must be text' }),
    IsNotEmpty({ each: true, message: 'A city cannot be empty' }),
    MaxLength(60, { each: true, message: 'A city must not exceed 60 characters' }),
  )
  cities: string[];
  @Field(() => Int)
  @InOrder(
    IsInt({ message: 'The open orders per phone must be a whole number' }),
    Min(1, { message: 'At least 1 open order per phone' }),
    Max(50, { message: 'At most 50 open orders per phone' }),
  )
  maxOpenPerPhone: number;
}

@InputType()
export class ConfirmationTemplatesInput {
  @Field() @Template('English') en: string;
  @Field() @Template('Urdu') ur: string;
}

function Template(language: string) {
  return InOrder(
    IsString({ message: `The ${language} template must be text` }),
    IsNotEmpty({ message: `The ${language} template is required` }),
    MaxLength(1000, { message: `The ${language} template must not exceed 1000 characters` }),
    Matches(/\{link\}/, { message: `The ${language} template must contain {link}` }),
  );
}

@InputType()
export class ConfirmationSettingsInput {
  @Field(() => Int)
  @InOrder(
    IsInt({ message: 'The confirmation window must be a whole number of hours' }),
    Min(1, { message: 'The confirmation window is at least 1 hour' }),
    Max(720, { message: 'The confirmation window is at most 720 hours' }),
  )
  windowHours: number;
  @Field(() => ConfirmationTemplatesInput)
  @ValidateNested()
  @Type(() => ConfirmationTemplatesInput)
  templates: ConfirmationTemplatesInput;
}

const ContactText = (what: string, max: number) =>
  InOrder(
    Trim(),
    IsString({ message: `${what} must be text` }),
    IsNotEmpty({ message: `${what} is required` }),
    MaxLength(max, { message: `${what} must not exceed ${max} characters` }),
  );

@InputType()
export class ShopContactInput {
  @Field() @ContactText('The shop name', 80) name: string;
  @Field({ description: 'A Pakistani number in any written form; shoppers are sent here for support.' })
  @InOrder(
    ContactText('The WhatsApp number', 30),
    ValidateBy(
      {
        name: 'pakistaniPhone',
        validator: { validate: (value) => toE164(value) !== undefined },
      },
      { message: 'The WhatsApp number must be a valid Pakistani number, e.g. 0300 1234567' },
    ),
  )
  whatsapp: string;
  @Field() @ContactText('The phone number', 30) phone: string;
  @Field()
  @InOrder(Trim(), IsEmail({}, { message: 'Please enter a valid email address' }))
  email: string;
  @Field() @ContactText('The Instagram handle', 60) instagram: string;
}

@InputType({ description: 'One customer message in one language.' })
export class CustomerMessageTemplateInput {
  @Field({ description: "The e-mail's subject." })
  @InOrder(
    IsString({ message: 'A message subject must be text' }),
    IsNotEmpty({ message: 'A message subject is required' }),
    MaxLength(150, { message: 'A message subject must not exceed 150 characters' }),
  )
  subject: string;
  @Field({ description: "The message's text." })
  @InOrder(
    IsString({ message: 'A message text must be text' }),
    IsNotEmpty({ message: 'A message text is required' }),
    MaxLength(1000, { message: 'A message text must not exceed 1000 characters' }),
  )
  body: string;
}

@InputType()
export class CustomerMessageLanguagesInput {
  @Field(() => CustomerMessageTemplateInput)
  @ValidateNested()
  @Type(() => CustomerMessageTemplateInput)
  en: CustomerMessageTemplateInput;
  @Field(() => CustomerMessageTemplateInput)
  @ValidateNested()
  @Type(() => CustomerMessageTemplateInput)
  ur: CustomerMessageTemplateInput;
}

const MessagePair = () =>
  InOrder(
    ValidateNested(),
    Type(() => CustomerMessageLanguagesInput),
  );

@InputType()
export class CustomerMessageTemplatesInput {
  @Field(() => CustomerMessageLanguagesInput) @MessagePair() confirmed: CustomerMessageLanguagesInput;
  @Field(() => CustomerMessageLanguagesInput) @MessagePair() shipped: CustomerMessageLanguagesInput;
  @Field(() => CustomerMessageLanguagesInput) @MessagePair() delivered: CustomerMessageLanguagesInput;
  @Field(() => CustomerMessageLanguagesInput) @MessagePair() returned: CustomerMessageLanguagesInput;
  @Field(() => CustomerMessageLanguagesInput, {
    nullable: true,
    description: 'The reminder of a checkout left half-way; left out, the saved one stays.',
  })
  @IsOptional()
  @MessagePair()
  reminder?: CustomerMessageLanguagesInput;
}

@InputType({ description: 'The messages to the customer at each step of the order.' })
export class CustomerMessageSettingsInput {
  @Field({ description: 'en or ur: the language the messages are sent in.' })
  @IsIn(['en', 'ur'], { message: 'The messages language must be en or ur' })
  language: 'en' | 'ur';
  @Field(() => CustomerMessageTemplatesInput, {
    description:
      'Placeholders: {name} {orderNumber} {total} {shopName} {stopLink}; the shipped message also {courier} {trackingNumber} {trackingLink}; the reminder {name} {items} {total} {shopName} {resumeLink} {stopLink}.',
  })
  @ValidateNested()
  @Type(() => CustomerMessageTemplatesInput)
  templates: CustomerMessageTemplatesInput;
  @Field(() => Int, {
    nullable: true,
    description:
      'Minutes after the phone was typed at checkout, with no order since, before the one reminder (1 to 10080); left out, the saved wait stays.',
  })
  @IsOptional()
  @InOrder(
    IsInt({ message: 'The reminder wait must be a whole number of minutes' }),
    Min(1, { message: 'The reminder wait must be at least 1 minute' }),
    Max(10_080, { message: 'The reminder wait must be at most 10080 minutes (7 days)' }),
  )
  reminderAfterMinutes?: number;
}

/** A settings write: every section is optional; a section that is sent replaces the saved one whole. */
@InputType()
export class UpdateSettingsInput {
  @Field(() => ShippingSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingSettingsInput)
  shipping?: ShippingSettingsInput;

  @Field(() => CodSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CodSettingsInput)
  cod?: CodSettingsInput;

  @Field(() => ConfirmationSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ConfirmationSettingsInput)
  confirmation?: ConfirmationSettingsInput;

  @Field(() => ShopContactInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShopContactInput)
  shop?: ShopContactInput;

  @Field(() => CustomerMessageSettingsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomerMessageSettingsInput)
  messages?: CustomerMessageSettingsInput;
}
