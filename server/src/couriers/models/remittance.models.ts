import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "A courier's payment of collected cash." })
export class CourierPayment {
  @Field(() => ID) id: string;
  @Field() courier: string;
  @Field() courierName: string;
  @Field() date: Date;
  @Field() reference: string;
  @Field(() => Float) amount: number;
  @Field(() => Float) charges: number;
  @Field(() => [ID]) orderIds: string[];
  @Field(() => [String]) orderNumbers: string[];
  @Field(() => Float, { description: "The orders' COD amounts as the shop holds them." }) codTotal: number;
  @Field(() => Float, { description: 'amount - (codTotal - charges).' }) difference: number;
  @Field({ description: 'The amount is not the COD amounts less the charges.' }) flagged: boolean;
  @Field() note: string;
  @Field() byName: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'Cash a courier holds for delivered orders, by age since delivery.' })
export class OutstandingByCourier {
  @Field() courier: string;
  @Field() courierName: string;
  @Field(() => Int) orders: number;
  @Field(() => Float) amount: number;
  @Field(() => Float, { description: 'Delivered 0 to 7 days ago.' }) days0to7: number;
  @Field(() => Float) days8to14: number;
  @Field(() => Float) days15to30: number;
  @Field(() => Float) over30: number;
}

@ObjectType()
export class OutstandingOrder {
  @Field(() => ID) id: string;
  @Field() orderNumber: string;
  @Field() courier: string;
  @Field() trackingNumber: string;
  @Field(() => Float) codAmount: number;
  @Field() deliveredAt: Date;
  @Field(() => Int) ageDays: number;
}

@ObjectType({ description: 'Delivered COD cash not yet paid by the couriers.' })
export class CashOutstanding {
  @Field(() => Float) total: number;
  @Field(() => Int) orders: number;
  @Field(() => [OutstandingByCourier]) byCourier: OutstandingByCourier[];
  @Field(() => [OutstandingOrder], { description: 'Oldest first (at most 500).' }) items: OutstandingOrder[];
}

@ObjectType()
export class PaymentImportRow {
  @Field(() => Int) row: number;
  @Field() reference: string;
  @Field() trackingNumber: string;
  @Field({ description: 'ok or failed' }) result: string;
  @Field() message: string;
}

@ObjectType()
export class PaymentImportReport {
  @Field(() => [CourierPayment]) payments: CourierPayment[];
  @Field(() => [PaymentImportRow]) rows: PaymentImportRow[];
}

@ObjectType({ description: "One delivered order asked about in a fetch of the courier's payments." })
export class SettlementRow {
  @Field(() => ID) orderId: string;
  @Field() orderNumber: string;
  @Field() trackingNumber: string;
  @Field({ description: "The courier's payment reference, when it paid the order." }) reference: string;
  @Field({ description: 'paid (recorded now), not_paid (the courier has not paid it yet) or failed' })
  result: string;
  @Field() message: string;
}

@ObjectType({ description: "What a fetch of the courier's payments found and recorded." })
export class SettlementFetchReport {
  @Field() courier: string;
  @Field() courierName: string;
  @Field(() => Int, { description: 'Delivered, unpaid COD orders booked with the courier that were asked about.' })
  checked: number;
  @Field(() => Int, { description: 'Orders paid by the payments recorded now.' }) paid: number;
  @Field(() => Int, { description: 'Orders the courier has not paid yet.' }) notPaid: number;
  @Field(() => Int) failed: number;
  @Field(() => [CourierPayment], { description: 'The payments recorded now, one per payment reference.' })
  payments: CourierPayment[];
  @Field(() => [SettlementRow]) rows: SettlementRow[];
}
