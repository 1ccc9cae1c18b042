import type { OrderStatus } from '../../gql/graphql';

/** The policy facts the information pages state (specification section 9), in one place. */
export const RETURN_WINDOW = '3 days';
export const REFUND_PROCESSING = '2-3 business days';
export const REFUND_BY_METHOD = [
  { method: 'Cash', time: '1-2 business days' },
  { method: 'Mobile wallet (JazzCash, Easypaisa)', time: '2-3 business days' },
  { method: 'Bank transfer', time: '3-5 business days' },
];
export const ORDER_CHANGE_WINDOW = '2 hours';
export const DELIVERY_TIMES = [
  { area: 'Lahore', time: '1-2 days' },
  { area: 'Major cities (Karachi, Islamabad, Rawalpindi, Faisalabad, Multan and others)', time: '2-3 days' },
  { area: 'Everywhere else in Pakistan', time: '3-5 days' },
];
export const BUSINESS_HOURS = [
  { days: 'Mon-Sat', hours: '9 AM-8 PM' },
  { days: 'Sun', hours: '10 AM-6 PM' },
];
export const EMAIL_RESPONSE_TIME = 'within 24 hours';
export const MINIMUM_AGE = 13;
export const ORDER_RETENTION = '5 years';
export const GUEST_AND_ANALYTICS_RETENTION = '2 years';
/** The support FAQ's reading of delivery charges (section 1): free in Lahore above this amount. */
export const LAHORE_FREE_DELIVERY_ABOVE = 2000;

/** What each order status means to shoppers, with its colour (section 4); keyed by status, so a new one needs its sentence. */
export const ORDER_STATUS_MEANINGS: Readonly<Record<OrderStatus, { colour: string; meaning: string }>> = {
  Pending: { colour: 'yellow', meaning: 'We have received your order and will call or message you to confirm it.' },
  Processing: {
    colour: 'blue',
    meaning: 'Your order is confirmed and is being checked, packed and prepared for the courier.',
  },
  Shipped: {
    colour: 'purple',
    meaning: 'Your parcel is with the courier and on its way. Keep your phone nearby for the rider’s call.',
  },
  Delivered: { colour: 'green', meaning: 'The parcel has been handed over and paid for in cash. Enjoy your purchase!' },
  Returned: {
    colour: 'grey',
    meaning: 'The parcel was refused at the door or could not be delivered, and came back to us. Nothing is due.',
  },
  Cancelled: {
    colour: 'red',
    meaning: 'The order was cancelled by you or by us. Nothing is due, and you can always order again.',
  },
};
