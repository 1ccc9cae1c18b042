import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'What a code is limited to; every list empty: the whole shop.' })
export class DiscountScope {
  @Field(() => [String]) categories: string[];
  @Field(() => [ID]) products: string[];
  @Field(() => [ID]) variants: string[];
}

@ObjectType({
  description:
    "A code's orders by where they stand, from the orders themselves: revenue is the cash of the delivered ones.",
})
export class DiscountFigures {
  @Field(() => Int, { description: 'Orders placed with the code (cancelled ones included).' }) orders: number;
  @Field(() => Int) delivered: number;
  @Field(() => Int) returned: number;
  @Field(() => Int) cancelled: number;
  @Field(() => Float, { description: 'Cash collected: the totals of the delivered orders.' }) revenue: number;
  @Field(() => Float, { description: 'What the code took off the delivered orders.' }) discountGiven: number;
}

@ObjectType('DiscountCode', { description: 'A discount code with its rules, uses and figures (staff).' })
export class DiscountCodeModel {
  @Field(() => ID) id: string;
  @Field() code: string;
  @Field() description: string;
  @Field({ description: 'percent, fixed or free_delivery.' }) kind: string;
  @Field(() => Float, { description: 'Per cent for percent, rupees for fixed; 0 for free_delivery.' }) value: number;
  @Field(() => Float) minSubtotal: number;
  @Field(() => Date, { nullable: true }) startsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field(() => Int, { nullable: true }) maxUses: number | null;
  @Field(() => Int, { nullable: true }) maxUsesPerPhone: number | null;
  @Field(() => Int, { nullable: true }) maxUsesPerAccount: number | null;
  @Field(() => DiscountScope) scope: DiscountScope;
  @Field() paused: boolean;
  @Field(() => Int, { description: 'Orders holding the code now (a cancelled order gave its use back).' })
  uses: number;
  @Field(() => DiscountFigures) figures: DiscountFigures;
  @Field() createdByName: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A code tried on a basket: whether it applies, why not, and the totals with it.' })
export class DiscountCheck {
  @Field() valid: boolean;
  @Field({ description: 'Why the code does not apply; empty when it does.' }) message: string;
  @Field({ description: 'The code in upper case.' }) code: string;
  @Field(() => String, { nullable: true, description: 'percent, fixed or free_delivery, when the code applies.' })
  kind: string | null;
  @Field(() => Float) subtotal: number;
  @Field(() => Float, { description: 'What the code takes off (0 when it does not apply).' }) discount: number;
  @Field(() => Float, { description: 'The delivery charge for the city given (0 without one).' })
  deliveryCharge: number;
  @Field(() => Float, { description: 'subtotal − discount + deliveryCharge.' }) total: number;
}
