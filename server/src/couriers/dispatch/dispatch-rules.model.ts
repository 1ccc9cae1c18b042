import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One dispatch rule: the courier for parcels to these cities, within these bounds.' })
export class DispatchRule {
  @Field() courier: string;
  @Field(() => [String], { description: 'Empty: every city.' }) cities: string[];
  @Field(() => Float, { nullable: true }) minCod: number | null;
  @Field(() => Float, { nullable: true }) maxCod: number | null;
  @Field(() => Int, { nullable: true }) maxWeightGrams: number | null;
}

@ObjectType({ description: 'Which courier gets a parcel: the rules in order, then the default courier.' })
export class DispatchRules {
  @Field(() => [DispatchRule]) rules: DispatchRule[];
  @Field(() => String, { nullable: true }) defaultCourier: string | null;
  @Field(() => Int) unitWeightGrams: number;
}

@ObjectType({ description: 'The courier the dispatch rules give an order, and why.' })
export class DispatchChoice {
  @Field({ description: 'The courier code.' }) courier: string;
  @Field() courierName: string;
  @Field(() => Int, { description: 'The rule that chose it (1 is the first); 0: the default courier.' }) rule: number;
}
