/** The statuses live with their rules in the workflow; this path stays for the modules that name only the status. */
export { OPEN_STATUSES, ORDER_STATUSES, OrderStatus } from './workflow/order-workflow';
