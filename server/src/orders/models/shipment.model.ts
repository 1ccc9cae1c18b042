import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "One step of a parcel's journey, as the courier reported it." })
export class ShipmentEvent {
  @Field() at: Date;
  @Field({ description: "The courier's status code, or SHIPPED / DELIVERED / RETURNED." }) code: string;
  @Field() description: string;
  @Field() location: string;
}

@ObjectType({ description: 'The parcel an order left in.' })
export class Shipment {
  @Field({ description: 'tcs, leopards, postex, mp, trax, blueex, callcourier, pakpost or own_rider.' })
  courier: string;
  @Field({ description: "The courier's name as shops show it (PostEx, Own rider)." }) courierName: string;
  @Field({ description: 'Empty for an own rider without one.' }) trackingNumber: string;
  @Field(() => String, { nullable: true, description: "The courier's public tracking page for this parcel." })
  trackingUrl: string | null;
  @Field({ description: 'Own rider: the rider who carries it.' }) riderName: string;
  @Field({ description: "Booked through the courier's API (tracked from it)." }) booked: boolean;
  @Field() bookedAt: Date;
  @Field(() => [ShipmentEvent]) events: ShipmentEvent[];
  @Field({ nullable: true }) deliveredAt?: Date;
  @Field({ nullable: true }) returnedAt?: Date;
  /** Admins only: exposed by server/src/couriers/shipment-payment.resolver.ts (and the admin REST routes). */
  paymentId?: string;
  paidAt?: Date;
}
