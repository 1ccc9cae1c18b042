import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Pagination } from '../../common/pagination/pagination';
import { OrderStatus } from '../order-status';
import { Shipment } from './shipment.model';
import { OrderConfirmation } from './confirmation.model';

@ObjectType()
export class Contact {
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() address: string;
  @Field() city: string;
}

@ObjectType()
export class OrderCustomer {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
}

@ObjectType({ description: 'A bought line: product details and unit price as they were when the order was placed.' })
@ObjectType({ description: 'An option value of the variant bought ("Colour": "Black").' })
export class OrderItemOption {
  @Field() name: string;
  @Field() value: string;
}

@ObjectType()
export class OrderItem {
  @Field(() => ID) productId: string;
  @Field(() => ID, { nullable: true, description: 'The variant bought, for a product sold in kinds.' })
  variantId?: string;
  @Field({ nullable: true, description: "The variant's SKU as it was when the order was placed." }) sku?: string;
  @Field(() => [OrderItemOption], {
    description: "The variant's option values as they were; empty for a product sold as one.",
  })
  options: OrderItemOption[];
  @Field() name: string;
  @Field() brand: string;
  @Field() category: string;
  @Field() image: string;
  @Field(() => Float) price: number;
  @Field(() => Int) quantity: number;
  @Field(() => Float) lineTotal: number;
}

@ObjectType()
export class StatusChange {
  @Field(() => OrderStatus) status: OrderStatus;
  @Field() changedAt: Date;
  @Field({ nullable: true, description: 'User id of who made the change; null for a guest.' }) changedById?: string;
  @Field() changedByName: string;
  @Field({ description: 'admin, user, guest or system' }) changedByRole: string;
  @Field({
    nullable: true,
    description: 'Why, when the change says (an override of the confirmation gate, a decline).',
  })
  note?: string;
}

@ObjectType({ description: 'A staff member who took an order for a customer, and how the customer reached them.' })
export class OrderTakenBy {
  @Field() name: string;
  @Field({ description: 'phone or whatsapp' }) channel: 'phone' | 'whatsapp';
}

@ObjectType('Order')
export class Order {
  @Field(() => ID) id: string;
  @Field() orderNumber: string;
  @Field({ description: 'orderNumber, as shops show it.' }) displayId: string;
  @Field() isGuestOrder: boolean;
  @Field(() => OrderCustomer, { nullable: true, description: 'The account, for account orders.' })
  customer?: OrderCustomer;
  @Field(() => Contact, { nullable: true }) guestInfo?: Contact;
  @Field(() => [OrderItem]) items: OrderItem[];
  @Field(() => Int) itemCount: number;
  @Field(() => Contact) shippingAddress: Contact;
  @Field() paymentMethod: string;
  @Field(() => Float, { description: 'Sum of the lines.' }) subtotal: number;
  @Field(() => Float, { description: 'The delivery charge the order was placed with (0: free delivery).' })
  shippingFee: number;
  @Field(() => Float, { deprecationReason: 'Use shippingFee (the same amount).' })
  deliveryCharge: number;
  @Field(() => String, {
    nullable: true,
    description: 'The discount code the order was placed with; null without one.',
  })
  discountCode: string | null;
  @Field(() => Float, { description: 'What the discount code took off (0 without one).' }) discount: number;
  @Field(() => Float, { description: 'subtotal − discount + shippingFee: what is paid on delivery.' })
  totalAmount: number;
  @Field() notes: string;
  @Field(() => OrderStatus) status: OrderStatus;
  @Field(() => [StatusChange]) statusHistory: StatusChange[];
  @Field(() => Shipment, { nullable: true, description: 'The parcel, once shipped: courier, tracking link, events.' })
  shipment?: Shipment;
  @Field(() => OrderConfirmation, {
    nullable: true,
    description: 'The confirmation step; null for older orders that have left Pending without one.',
  })
  confirmation?: OrderConfirmation;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  /** Admins only: exposed by server/src/risk (`Order.risk` in GraphQL, admin REST routes). */
  risk?: { level: 'low' | 'medium' | 'high'; reasons: string[] };
  /** Staff only (`Order.takenBy`, admin REST routes): the staff member who took the order by phone or WhatsApp. */
  takenBy?: OrderTakenBy;
  /** In the confirmation queue only: exposed by server/src/confirmations (`Order.possibleDuplicates`). */
  possibleDuplicates?: Order[];
}

@ObjectType()
export class OrderPage {
  @Field(() => [Order]) items: Order[];
  @Field(() => Pagination) pagination: Pagination;
}

@ObjectType({ description: 'How many orders each admin list holds, unfiltered.' })
export class OrderKindCounts {
  @Field(() => Int, { description: 'Orders placed signed in.' }) account: number;
  @Field(() => Int, { description: 'Orders placed without an account.' }) guest: number;
  @Field(() => Int, { description: 'Both kinds.' }) all: number;
}

@ObjectType()
export class PlacedOrder {
  @Field(() => Order) order: Order;
  @Field({
    nullable: true,
    description: 'Guest orders only: the secret that lets the guest read the order later. Shown once.',
  })
  accessKey?: string;
}

@ObjectType()
export class CustomerDashboard {
  @Field(() => Int) totalOrders: number;
  @Field(() => Float, { description: 'Sum of all orders except Cancelled ones.' }) totalSpent: number;
  @Field(() => Int, { description: 'Pending, Processing or Shipped.' }) pendingOrders: number;
  @Field(() => Int, { description: 'Delivered.' }) completedOrders: number;
  @Field(() => [Order]) recentOrders: Order[];
}
