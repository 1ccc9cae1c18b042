import { Types } from 'mongoose';
import { totalsOf } from '../pricing/totals';
import { shipmentOf } from './shipment-view';
import { Order } from './models/order.model';
import { OrderRecord } from './schemas/order.schema';
import { presentConfirmation } from './confirmation-view';

export type StoredOrder = OrderRecord & { _id: Types.ObjectId };

/** Presents a stored order; the one place that shapes what the APIs show. */
export function toOrder(record: StoredOrder): Order {
  const items = record.items.map((line) => ({
    productId: String(line.product),
    ...(line.variant ? { variantId: line.variant, sku: line.sku } : {}),
    options: line.options ?? [],
    name: line.name,
    brand: line.brand,
    category: line.category,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
    lineTotal: line.price * line.quantity,
  }));
  const order: Order = {
    id: String(record._id),
    orderNumber: record.orderNumber,
    displayId: record.orderNumber || String(record._id).slice(-8).toUpperCase(),
    isGuestOrder: record.isGuestOrder,
    customer: record.userId && record.customer ? { id: String(record.userId), ...record.customer } : undefined,
    guestInfo: record.isGuestOrder && record.guestInfo ? record.guestInfo : undefined,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    shippingAddress: record.shippingAddress,
    paymentMethod: record.paymentMethod,
    // As placed; older records: the lines' sum through the one totals function, the charge under its first name.
    subtotal: record.subtotal ?? totalsOf(record.items, () => 0).subtotal,
    shippingFee: record.shippingFee ?? record.deliveryCharge ?? 0,
    deliveryCharge: record.shippingFee ?? record.deliveryCharge ?? 0,
    discountCode: record.discountCode ?? null,
    discount: record.discount ?? 0,
    totalAmount: record.totalAmount,
    notes: record.notes ?? '',
    status: record.status,
    statusHistory: (record.statusHistory ?? []).map((change) => ({
      status: change.status,
      changedAt: change.changedAt,
      changedById: change.byId || undefined,
      changedByName: change.byName,
      changedByRole: change.byRole,
      note: change.note || undefined,
    })),
    shipment: shipmentOf(record.shipment),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    risk: record.risk ? { level: record.risk.level, reasons: record.risk.reasons ?? [] } : undefined,
    takenBy: record.takenBy ? { name: record.takenBy.byName, channel: record.takenBy.channel } : undefined,
  };
  order.confirmation = presentConfirmation(record.status, record.confirmation, order);
  return order;
}
