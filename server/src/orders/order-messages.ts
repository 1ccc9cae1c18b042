/** What an order's callers are told when it is not theirs to see, or changed under them. */
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_CHANGED_MEANWHILE = 'The order was changed at the same time. Please reload it and try again.';
