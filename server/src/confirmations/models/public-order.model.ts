import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { OrderStatus } from '../../orders/order-status';
import { Shipment } from '../../orders/models/shipment.model';
import { ConfirmationStatus } from '../../orders/models/confirmation.model';

@ObjectType({
  description:
    'A shipping address as pages without sign-in show it: partly hidden on tracking; in full but the phone on the confirmation link.',
})
export class MaskedAddress {
  @Field() name: string;
  @Field() address: string;
  @Field() city: string;
  @Field() phone: string;
}

@ObjectType()
export class PublicOrderItem {
  @Field() name: string;
  @Field() image: string;
  @Field(() => Float) price: number;
  @Field(() => Int) quantity: number;
  @Field(() => Float) lineTotal: number;
}

@ObjectType()
export class PublicStatusChange {
  @Field(() => OrderStatus) status: OrderStatus;
  @Field() changedAt: Date;
}

/** What the confirmation link's page and the tracking page show of an order, without sign-in. */
@ObjectType()
export class PublicOrder {
  @Field() orderNumber: string;
  @Field(() => OrderStatus) status: OrderStatus;
  @Field(() => [PublicStatusChange], { description: 'The status timeline, oldest first.' })
  statusHistory: PublicStatusChange[];
  @Field(() => [PublicOrderItem]) items: PublicOrderItem[];
  @Field(() => Float) subtotal: number;
  @Field(() => Float) deliveryCharge: number;
  @Field(() => Float) totalAmount: number;
  @Field(() => MaskedAddress) shipTo: MaskedAddress;
  @Field() placedAt: Date;
  @Field(() => ConfirmationStatus, { nullable: true }) confirmationStatus?: ConfirmationStatus;
  @Field({ nullable: true, description: 'When the customer (or the shop) decided.' }) confirmedAt?: Date;
  @Field({ nullable: true, description: 'Still awaiting then, the order is cancelled.' }) confirmationExpiresAt?: Date;
  @Field(() => Shipment, { nullable: true, description: 'The parcel, once the order is shipped.' })
  shipment?: Shipment;
}

/** The confirmation link's page: the order, and whether the customer may still decide. */
@ObjectType()
export class ConfirmationPage {
  @Field(() => PublicOrder) order: PublicOrder;
  @Field(() => MaskedAddress, {
    description:
      'Where the parcel goes, for the customer to check before confirming: name, address and city in full, the phone masked (the link was sent to it).',
  })
  deliverTo: MaskedAddress;
  @Field({ description: 'True while the order awaits confirmation and the link has not expired.' })
  canDecide: boolean;
  @Field({ description: 'What the page says: awaiting, or how it was decided, or that the link expired.' })
  message: string;
}
