import type { AuthUser } from '../common/access/request-context';
import { Order } from './models/order.model';
import { orderForViewer } from './phone-view';
import { shipmentForCustomers } from './shipment-view';
import { publicConfirmation } from './confirmation-view';

/** The REST shape of an order (spec section 3): `_id`, items with a `product` object, `user` for account orders. */
export function toRestOrder(order: Order, viewer?: Pick<AuthUser, 'role' | 'staffRole'>) {
  // The risk is for admins only: toRestAdminOrder adds it back.
  const {
    id,
    customer,
    items,
    risk: _risk,
    takenBy: _takenBy,
    possibleDuplicates: _duplicates,
    confirmation,
    shipment,
    ...rest
  } = orderForViewer(order, viewer);
  return {
    _id: id,
    ...rest,
    // Which courier payment paid the cash is for admins only: toRestAdminOrder adds it back.
    shipment: shipment ? shipmentForCustomers(shipment) : shipment,
    // The state only: calls, messages and the link are the admin detail's (ConfirmationsService.adminView).
    confirmation: publicConfirmation(confirmation),
    user: customer ? { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone } : null,
    items: items.map((item) => ({
      product: {
        _id: item.productId,
        name: item.name,
        brand: item.brand,
        category: item.category,
        images: item.image ? [item.image] : [],
      },
      // A variant's id, SKU and option values only on its lines: a product sold as one keeps the shape it had.
      ...(item.variantId ? { variantId: item.variantId, sku: item.sku, options: item.options } : {}),
      quantity: item.quantity,
      price: item.price,
      lineTotal: item.lineTotal,
    })),
  };
}

/** The REST shape of an order for the admin routes: with its risk (`{ level, reasons }`, null when not scored). */
export function toRestAdminOrder(order: Order, viewer?: Pick<AuthUser, 'role' | 'staffRole'>) {
  return {
    ...toRestOrder(order, viewer),
    shipment: order.shipment,
    risk: order.risk ?? null,
    takenBy: order.takenBy ?? null,
  };
}
