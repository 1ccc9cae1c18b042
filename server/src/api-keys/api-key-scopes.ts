import { Permission } from '../common/access/permissions';

/**
 * What an integration's key may be given, and the staff permissions each scope grants. A key holds the union of its
 * scopes' permissions, never more than an Owner (every permission below is an Owner's), and never the owner's own
 * work: staff, keys and webhooks.
 */
export const API_KEY_SCOPES = {
  /** The admin catalogue (products with their stock and kinds, categories, the catalogue file). */
  'catalogue:read': [Permission.CatalogueRead],
  /** Products, kinds, categories and catalogue imports. */
  'products:write': [Permission.CatalogueRead, Permission.CatalogueWrite],
  /** Orders in full (customers' phones included), lists, pages and CSV exports. */
  'orders:read': [Permission.OrdersRead, Permission.OrdersExport, Permission.CustomersPhones],
  /** Orders read and changed: statuses, confirmation calls, orders taken for customers, deletion. */
  'orders:write': [
    Permission.OrdersRead,
    Permission.OrdersExport,
    Permission.CustomersPhones,
    Permission.OrdersConfirm,
    Permission.OrdersCreate,
    Permission.OrdersFulfil,
    Permission.OrdersManage,
  ],
  /** Shipping: booking couriers, labels, tracking, status imports (with the orders they concern). */
  'couriers:write': [Permission.OrdersRead, Permission.CustomersPhones, Permission.OrdersFulfil],
  /** Courier cash: what the couriers owe and have paid, and recording payments. */
  'payments:write': [Permission.PaymentsRead, Permission.PaymentsWrite],
  /** The dashboard's figures. */
  'dashboard:read': [Permission.DashboardRead],
} as const satisfies Record<string, readonly Permission[]>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
export const SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as ApiKeyScope[];

/** The permissions a set of scopes grants, each once. */
export function permissionsOfScopes(scopes: readonly string[]): Permission[] {
  const granted = new Set<Permission>();
  for (const scope of scopes)
    for (const permission of API_KEY_SCOPES[scope as ApiKeyScope] ?? []) granted.add(permission);
  return [...granted];
}
