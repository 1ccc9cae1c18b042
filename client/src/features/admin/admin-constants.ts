/** Admin list sizes and timings (spec section 9). */
export const ADMIN_USERS_LIMIT = 50;
export const ADMIN_PRODUCTS_LIMIT = 50;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;
export const MAX_PRODUCT_IMAGES = 5;

/** The deletion question of spec section 5, with the noun of what is deleted. */
export const deleteQuestion = (noun: 'user' | 'order' | 'product') =>
  `Are you sure you want to delete this ${noun}? This action cannot be undone.`;

/** The orders inbox: account and guest orders in one list (the dashboard's figures count both). */
export const ORDERS_INBOX = '/admin/orders?tab=all';

/** The inbox's orders for a courier: confirmed, no parcel yet. */
export const ORDERS_TO_SHIP = `${ORDERS_INBOX}&ready=1`;
