import type { TestShop } from './test-shop';

/**
 * Orders for the courier suites: a guest order to a city (a fresh phone each), confirmed with the customer unless
 * asked not to; booking it with a courier; the stored record.
 */
export function courierOrders(
  shopOf: () => TestShop,
  admin: () => string,
  productId: () => string,
  firstPhone = 5_000_000,
) {
  let phoneCounter = 0;
  async function placeOrder(city: string, quantity = 1, confirm = true) {
    const phone = `0301${String(firstPhone + ++phoneCounter * 13).padStart(7, '0')}`;
    const placed = await shopOf().post('/api/v1/orders', {
      items: [{ product: productId(), quantity }],
      shippingAddress: { name: 'Bilal Ahmed', phone, address: 'House 7, Street 3, Satellite Town', city },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data as { _id: string; orderNumber: string; totalAmount: number };
    if (confirm) {
      const confirmed = await shopOf().post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED', note: 'Confirmed on the phone' },
        { token: admin() },
      );
      if (confirmed.status !== 404) expect(confirmed.status).toBeLessThan(300);
    }
    return order;
  }
  const bookWith = (courier: string, id: string) =>
    shopOf().post(`/api/v1/admin/orders/${id}/book`, { courier }, { token: admin() });
  const stored = (id: string) =>
    shopOf().model<{ status: string; shipment?: unknown }>('OrderRecord').findById(id).lean();
  return { placeOrder, bookWith, stored };
}
