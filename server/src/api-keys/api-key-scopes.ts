import { Permission } from '../common/access/permissions';

interface ScopeRule {
  description: string;
  permissions: readonly Permission[];
}

/**
 * What an integration's key may be given, and the staff permissions each scope grants. A key holds the union of its
 * scopes' permissions, never more than an Owner (every permission below is an Owner's), and never the Owner's own
 * work: staff and keys.
 */
export const API_KEY_SCOPES = {
  'catalogue:read': {
    description: 'Read the admin catalogue: products with their stock and kinds, categories, the catalogue file.',
    permissions: [Permission.CatalogueRead],
  },
  'products:write': {
    description: 'Change products, their kinds and categories, and import the catalogue file.',
    permissions: [Permission.CatalogueRead, Permission.CatalogueWrite],
  },
  'orders:read': {
    description: "Read orders in full (customers' phones included), their lists and CSV exports.",
    permissions: [Permission.OrdersRead, Permission.OrdersExport, Permission.CustomersPhones],
  },
  'orders:write': {
    description: 'Read and change orders: statuses, confirmation calls, orders taken for customers, deletion.',
    permissions: [
      Permission.OrdersRead,
      Permission.OrdersExport,
      Permission.CustomersPhones,
      Permission.OrdersConfirm,
      Permission.OrdersCreate,
      Permission.OrdersFulfil,
      Permission.OrdersManage,
    ],
  },
  'couriers:write': {
    description: 'Ship orders: book couriers, labels and slips, tracking, status imports.',
    permissions: [Permission.OrdersRead, Permission.CustomersPhones, Permission.OrdersFulfil],
  },
  'payments:write': {
    description: 'Courier cash: what the couriers owe and have paid, and recording payments.',
    permissions: [Permission.PaymentsRead, Permission.PaymentsWrite],
  },
  'dashboard:read': {
    description: "The dashboard's figures.",
    permissions: [Permission.DashboardRead],
  },
} as const satisfies Record<string, ScopeRule>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
export const SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as ApiKeyScope[];

/** The permissions a set of scopes grants, each once. */
export function permissionsOfScopes(scopes: readonly string[]): Permission[] {
  const granted = new Set<Permission>();
  for (const scope of scopes)
    for (const permission of API_KEY_SCOPES[scope as ApiKeyScope]?.permissions ?? []) granted.add(permission);
  return [...granted];
}
