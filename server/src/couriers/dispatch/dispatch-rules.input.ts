import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { InOrder } from '../../common/validation/validation';
import { COURIER_CODES } from '../../orders/courier-directory';
import { COURIER_MESSAGE } from '../dto/ship-order.input';

const MAX_RUPEES = 10_000_000;
const OptionalBound = (what: string, max: number, whole = false) =>
  InOrder(
    ValidateIf((_, value) => value !== null && value !== undefined),
    whole
      ? IsInt({ message: `${what} must be a whole number` })
      : IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${what} must be a number` }),
    Min(0, { message: `${what} cannot be negative` }),
    Max(max, { message: `${what} is too large` }),
  );

@InputType({ description: 'One dispatch rule: the courier for parcels to these cities, within these bounds.' })
export class DispatchRuleInput {
  @Field({ description: 'A courier code (tcs, leopards, postex, …).' })
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier: string;

  @Field(() => [String], { description: 'Cities as written ("Karachi", "Pindi"); empty: every city.' })
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((city) => (typeof city === 'string' ? city.trim() : city)) : value,
  )
  @InOrder(
    IsArray({ message: 'cities must be a list' }),
    ArrayMaxSize(200, { message: 'At most 200 cities a rule' }),
    IsString({ each: true, message: 'Each city must be text' }),
    IsNotEmpty({ each: true, message: 'A city cannot be empty' }),
    MaxLength(60, { each: true, message: 'A city must not exceed 60 characters' }),
  )
  cities: string[];

  @Field(() => Float, { nullable: true, description: 'Smallest COD amount (inclusive); null: no bound.' })
  @OptionalBound('The smallest COD amount', MAX_RUPEES)
  minCod: number | null;

  @Field(() => Float, { nullable: true, description: 'Largest COD amount (inclusive); null: no bound.' })
  @OptionalBound('The largest COD amount', MAX_RUPEES)
  maxCod: number | null;

  @Field(() => Int, { nullable: true, description: 'Heaviest parcel in grams; null: any weight.' })
  @OptionalBound('The heaviest parcel', 1_000_000, true)
  maxWeightGrams: number | null;
}

@InputType({ description: 'The dispatch rules as a whole: read in order, the first that fits a parcel wins.' })
export class DispatchRulesInput {
  @Field(() => [DispatchRuleInput])
  @InOrder(IsArray({ message: 'rules must be a list' }), ArrayMaxSize(50, { message: 'At most 50 rules' }))
  @ValidateNested({ each: true })
  @Type(() => DispatchRuleInput)
  rules: DispatchRuleInput[];

  @Field(() => String, {
    nullable: true,
    description:
      'The courier of a parcel no rule fits; null: the first bookable of PostEx, Leopards, Trax, Call Courier, TCS, M&P.',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  defaultCourier: string | null;

  @Field(() => Int, { description: 'Grams of one unit of an item: a parcel weighs its units times this.' })
  @InOrder(
    IsInt({ message: 'The weight of a unit must be a whole number of grams' }),
    Min(1, { message: 'The weight of a unit is at least 1 gram' }),
    Max(100_000, { message: 'The weight of a unit is at most 100,000 grams' }),
  )
  unitWeightGrams: number;
}
