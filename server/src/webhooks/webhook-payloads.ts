import type { CourierPayment } from '../couriers/models/remittance.models';
import type { Order } from '../orders/models/order.model';
import type { Product } from '../products/models/product.model';

/**
 * The `data` of each event, in shapes that stay stable whatever the GraphQL schema becomes (docs/api.md,
 * "Webhooks", documents each field). Amounts are in rupees; times are ISO 8601 in UTC.
 */
export function orderData(order: Order) {
  const address = order.shippingAddress;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    confirmation: order.confirmation?.status ?? null,
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    discountCode: order.discountCode,
    discount: order.discount,
    totalAmount: order.totalAmount,
    items: order.items.map((line) => ({
      productId: line.productId,
      variantId: line.variantId ?? null,
      sku: line.sku ?? null,
      name: line.name,
      options: (line.options ?? []).map(({ name, value }) => ({ name, value })),
      price: line.price,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    })),
    customer: {
      name: address.name,
      phone: address.phone,
      email: address.email,
      address: address.address,
      city: address.city,
    },
    isGuestOrder: order.isGuestOrder,
    notes: order.notes,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export function shipmentData(order: Order) {
  const shipment = order.shipment;
  const last = shipment?.events[shipment.events.length - 1];
  return {
    order: orderData(order),
    shipment: shipment
      ? {
          courier: shipment.courier,
          courierName: shipment.courierName,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl ?? null,
          riderName: shipment.riderName,
          booked: shipment.booked,
          bookedAt: shipment.bookedAt,
          deliveredAt: shipment.deliveredAt ?? null,
          lastEvent: last
            ? { at: last.at, code: last.code, description: last.description, location: last.location }
            : null,
        }
      : null,
  };
}

export function paymentData(payment: CourierPayment) {
  return {
    payment: {
      id: payment.id,
      courier: payment.courier,
      courierName: payment.courierName,
      date: payment.date,
      reference: payment.reference,
      amount: payment.amount,
      charges: payment.charges,
      codTotal: payment.codTotal,
      difference: payment.difference,
      flagged: payment.flagged,
      orderIds: payment.orderIds,
      orderNumbers: payment.orderNumbers,
    },
  };
}

export function productData(product: Product) {
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      category: product.category,
      price: product.price,
      discountPrice: product.discountPrice ?? null,
      finalPrice: product.finalPrice,
      stockQuantity: product.stockQuantity,
      inStock: product.inStock,
      soldInKinds: product.options.length > 0,
      updatedAt: product.updatedAt,
    },
  };
}
