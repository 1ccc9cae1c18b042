/** The events an address may subscribe to, and what each says (docs/api.md, "Webhooks", has each payload). */
export const WEBHOOK_EVENTS = {
  'order.placed': 'An order was placed (storefront, account or taken by phone).',
  'order.confirmed': 'The customer confirmed a cash-on-delivery order (link, call or WhatsApp).',
  'order.status_changed': "An order's status changed (a cancellation also sends order.cancelled).",
  'order.cancelled': 'An order was cancelled.',
  'shipment.updated': "An order's parcel was recorded, booked, or moved on in the courier's tracking.",
  'payment.recorded': "A courier's payment was recorded and its orders marked paid.",
  'product.updated': "A product's details, kinds or catalogue file row were saved.",
  'stock.low':
    'A product sold as one, or one of its kinds, fell to the low-stock level (5 units) or below, but not out of stock.',
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];
/** Sent only by "Send a test": not subscribed to. */
export const PING_EVENT = 'ping';
