import { ArgsType, Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Max, Min, IsInt } from 'class-validator';
import { InOrder } from '../../common/validation/validation';
import { Type } from 'class-transformer';

@ObjectType({ description: "A courier's parcels, or one city's of them, booked over the period." })
export class ParcelFiguresRow {
  @Field(() => Int) booked: number;
  @Field(() => Int) delivered: number;
  @Field(() => Int) returned: number;
  @Field(() => Float, { nullable: true, description: 'Returned of the parcels that ended, 0 to 1.' })
  returnRate: number | null;
  @Field(() => Float, { nullable: true, description: 'Median days from booking to delivery.' })
  medianDaysToDeliver: number | null;
  @Field(() => Float, { nullable: true, description: "Median days from delivery to the courier's payment." })
  medianDaysToPayment: number | null;
}

@ObjectType()
export class CityFigures extends ParcelFiguresRow {
  @Field() city: string;
}

@ObjectType()
export class CourierFiguresRow extends ParcelFiguresRow {
  @Field() courier: string;
  @Field() courierName: string;
  @Field(() => Float, { description: 'Delivered COD cash the courier has not paid yet (whenever booked).' })
  cashOutstanding: number;
  @Field(() => [CityFigures]) cities: CityFigures[];
}

@ObjectType({ description: 'Per courier and city, the parcels booked over the last days.' })
export class CourierFiguresReport {
  @Field(() => Int) days: number;
  @Field() since: Date;
  @Field({ description: 'More parcels were booked than a report reads: the newest are counted.' }) capped: boolean;
  @Field(() => [CourierFiguresRow]) couriers: CourierFiguresRow[];
}

@ArgsType()
export class CourierFiguresArgs {
  @Field(() => Int, { nullable: true, defaultValue: 30, description: 'The last this many days (1 to 366).' })
  @Type(() => Number)
  @InOrder(
    IsInt({ message: 'days must be a whole number' }),
    Min(1, { message: 'days must be at least 1' }),
    Max(366, { message: 'days must be at most 366' }),
  )
  days: number = 30;
}
