import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Cart } from '../../cart/models/cart.model';

@ObjectType({ description: 'An open checkout as recorded: what the shop may remind the shopper of.' })
export class RecordedOpenCheckout {
  @Field({ description: "The browser's token of it." }) token: string;
  @Field(() => Float, { description: 'The lines at current prices.' }) value: number;
  @Field(() => Int) units: number;
}

@ObjectType({ description: 'What was typed at checkout, as the restore link brings it back.' })
export class OpenCheckoutDetails {
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() city: string;
  @Field() address: string;
}

@ObjectType({ description: 'A checkout left half-way, to restore: its cart at current prices and what was typed.' })
export class ResumedCheckout {
  @Field() token: string;
  @Field(() => Cart, { description: "The lines still in the shop, at today's prices." }) cart: Cart;
  @Field(() => OpenCheckoutDetails) details: OpenCheckoutDetails;
}

@ObjectType({ description: 'Staff: a checkout left half-way (or ordered since).' })
export class OpenCheckout {
  @Field(() => ID) id: string;
  @Field(() => Float, { description: 'The lines at the prices when last recorded.' }) value: number;
  @Field(() => Int, { description: 'Units in the cart.' }) units: number;
  @Field(() => [String], { description: 'The lines in words (name × quantity).' }) items: string[];
  @Field({ description: 'The phone, masked for staff who see phones masked.' }) phone: string;
  @Field() city: string;
  @Field({ description: 'When the phone was first typed.' }) phoneTypedAt: Date;
  @Field({ description: 'When it was last changed.' }) updatedAt: Date;
  @Field({
    description:
      'none (not yet), queued, sent, delivered, failed or skipped: the reminder, as the message queue has it.',
  })
  reminder: string;
  @Field({ description: 'Why no reminder was sent; empty otherwise.' }) reminderReason: string;
  @Field(() => Date, { nullable: true }) remindedAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The order placed with the phone since.' }) orderId: string | null;
  @Field(() => Float, { nullable: true }) orderTotal: number | null;
  @Field(() => Date, { nullable: true }) orderedAt: Date | null;
  @Field({ description: 'Ordered after the reminder.' }) recovered: boolean;
}

@ObjectType({ description: 'Staff: the figures of the open checkouts over a period.' })
export class OpenCheckoutFigures {
  @Field(() => Int) days: number;
  @Field(() => Int, { description: 'Checkouts recorded in the period.' }) recorded: number;
  @Field(() => Int, { description: 'Of them, reminded.' }) reminded: number;
  @Field(() => Int, { description: 'Of them, ordered (with or without a reminder).' }) ordered: number;
  @Field(() => Int, { description: 'Of them, ordered after the reminder.' }) recovered: number;
  @Field(() => Float, { description: "The recovered orders' totals." }) recoveredRevenue: number;
}

@ObjectType({ description: 'Staff: the open checkouts of a period, newest first (200 at most), and its figures.' })
export class OpenCheckoutsPage {
  @Field(() => [OpenCheckout]) items: OpenCheckout[];
  @Field(() => OpenCheckoutFigures) figures: OpenCheckoutFigures;
}
