/** What an audit entry is about: the kinds of records staff and the shop's sweeps change. */
export const AUDIT_ENTITIES = [
  'order',
  'product',
  'variant',
  'category',
  'settings',
  'user',
  'staff',
  'blocklist',
  'payment',
  'webhook',
  'discount',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
