/**
 * What each kind of staff member may do. A route or resolver names the permissions that allow it (`@Staff`, see
 * access.decorators); a staff member's role grants a set of them. An account with the role `admin` is a staff
 * member; one made before staff roles existed (no `staffRole`) is an Owner.
 */
/** A customer (or any account that is not staff) asking for a staff operation. */
export const ADMINS_ONLY = 'Access denied. Admins only.';
/** A staff member asking for what their role does not allow. */
export const ROLE_DOES_NOT_ALLOW = 'Access denied. Your role does not allow this.';

export enum StaffRole {
  OWNER = 'OWNER',
  MANAGER = 'MANAGER',
  CONFIRMER = 'CONFIRMER',
  DISPATCHER = 'DISPATCHER',
  ACCOUNTANT = 'ACCOUNTANT',
  CATALOGUE = 'CATALOGUE',
}

export const STAFF_ROLES = Object.values(StaffRole);

export enum Permission {
  /** The dashboard's figures: sales, COD figures, stock alerts. */
  DashboardRead = 'dashboard:read',
  /** Order lists and pages, the couriers' list. */
  OrdersRead = 'orders:read',
  /** The confirmation queue, the call log, confirming and declining. */
  OrdersConfirm = 'orders:confirm',
  /** Orders taken for customers by phone or WhatsApp. */
  OrdersCreate = 'orders:create',
  /** Confirmed orders to Processing and Shipped; couriers, labels, packing slips, status imports, tracking. */
  OrdersFulfil = 'orders:fulfil',
  /** Any status change, and deleting orders. */
  OrdersManage = 'orders:manage',
  /** Orders as CSV files. */
  OrdersExport = 'orders:export',
  /** Customers' phone numbers in full (masked otherwise, and revealed one order at a time). */
  CustomersPhones = 'customers:phones',
  /** The accounts list. */
  CustomersRead = 'customers:read',
  /** Blocking and deleting customers' accounts. */
  CustomersWrite = 'customers:write',
  /** The blocklist of phones and e-mails. */
  BlocklistWrite = 'blocklist:write',
  /** Courier cash: what the couriers owe and have paid. */
  PaymentsRead = 'payments:read',
  /** Recording, importing and fetching courier payments. */
  PaymentsWrite = 'payments:write',
  /** The admin catalogue: products with their stock and kinds, categories, the catalogue file. */
  CatalogueRead = 'catalogue:read',
  /** Products, their kinds, categories, catalogue imports. */
  CatalogueWrite = 'catalogue:write',
  /** The shop's settings. */
  SettingsWrite = 'settings:write',
  /** Staff members and their roles. */
  StaffManage = 'staff:manage',
  /** Integrations' API keys. */
  KeysManage = 'keys:manage',
  /** The audit log: who changed what, and when. */
  AuditRead = 'audit:read',
  /** Webhooks: the addresses told of the shop's events, their secrets and delivery log. */
  WebhooksManage = 'webhooks:manage',
  /** Discount codes: creating, pausing, their uses and figures. */
  DiscountsManage = 'discounts:manage',
}

const ALL = Object.values(Permission);
/** What only an Owner does: staff, integrations' keys and webhooks. */
const OWNERS_ONLY: readonly Permission[] = [Permission.StaffManage, Permission.KeysManage, Permission.WebhooksManage];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  [StaffRole.OWNER]: ALL,
  [StaffRole.MANAGER]: ALL.filter((permission) => !OWNERS_ONLY.includes(permission)),
  [StaffRole.CONFIRMER]: [Permission.OrdersRead, Permission.OrdersConfirm, Permission.OrdersCreate],
  [StaffRole.DISPATCHER]: [
    Permission.OrdersRead,
    Permission.OrdersFulfil,
    Permission.OrdersExport,
    Permission.CustomersPhones,
  ],
  [StaffRole.ACCOUNTANT]: [
    Permission.DashboardRead,
    Permission.OrdersRead,
    Permission.OrdersExport,
    Permission.CustomersPhones,
    Permission.PaymentsRead,
    Permission.PaymentsWrite,
  ],
  [StaffRole.CATALOGUE]: [Permission.CatalogueRead, Permission.CatalogueWrite],
};

/** The staff role of an account: none for a customer, Owner for an admin made before staff roles existed. */
export function staffRoleOf(user: { role: string; staffRole?: StaffRole | null }): StaffRole | undefined {
  if (user.role !== 'admin') return undefined;
  return user.staffRole ?? StaffRole.OWNER;
}

type Caller = { role: string; staffRole?: StaffRole | null; keyPermissions?: readonly Permission[] };

/** What a caller may do as staff: a staff member by their role, an integration's key by its scopes; else nothing. */
export function permissionsOf(user: Caller | undefined): readonly Permission[] {
  if (user?.keyPermissions) return user.keyPermissions;
  const role = user && staffRoleOf(user);
  return role ? ROLE_PERMISSIONS[role] : [];
}

/** Whether an account may do what a permission allows. */
export function can(user: Caller | undefined, permission: Permission): boolean {
  return permissionsOf(user).includes(permission);
}
