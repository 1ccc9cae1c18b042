import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Order } from '../../orders/models/order.model';

@ObjectType({ description: 'A courier the shop hands parcels to.' })
export class Courier {
  @Field() code: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'Its public tracking page, with {tn} for the number.' })
  trackingUrlPattern: string | null;
  @Field({ description: "Parcels can be booked through the courier's API (it is configured)." }) canBook: boolean;
  @Field({ description: "The courier's payments can be fetched from its API (configured, and its API tells them)." })
  canFetchPayments: boolean;
}

@ObjectType({ description: 'What happened to one order (or one CSV row) of a bulk action.' })
export class BulkOutcome {
  @Field(() => Int, { nullable: true, description: 'CSV imports: the row (1 is the first after the header).' })
  row?: number;
  @Field(() => ID, { nullable: true }) orderId?: string;
  @Field({ nullable: true }) orderNumber?: string;
  @Field({ description: 'ok, unchanged or failed' }) result: 'ok' | 'unchanged' | 'failed';
  @Field() message: string;
  @Field(() => Order, { nullable: true }) order?: Order;
}

@ObjectType()
export class BulkReport {
  @Field(() => Int) ok: number;
  @Field(() => Int) unchanged: number;
  @Field(() => Int) failed: number;
  @Field(() => [BulkOutcome]) outcomes: BulkOutcome[];
}

export const reportOf = (outcomes: BulkOutcome[]): BulkReport => ({
  ok: outcomes.filter((o) => o.result === 'ok').length,
  unchanged: outcomes.filter((o) => o.result === 'unchanged').length,
  failed: outcomes.filter((o) => o.result === 'failed').length,
  outcomes,
});
