import { ForbiddenException } from '@nestjs/common';
import { registerEnumType } from '@nestjs/graphql';
import { can, Permission, ROLE_DOES_NOT_ALLOW } from '../../common/access/permissions';
import type { AuthUser } from '../../common/access/request-context';

/**
 * The order workflow: every status, who may move an order from it to which status, and what each status
 * means for stock and for the figures. The one place order rules live: the service enforces them, GraphQL
 * exposes them (`Order.canCancel`, `Order.allowedNextStatuses`) and the client only reads those.
 *
 * Adding a status: a member of the enum, a row in WORKFLOW (and the targets that lead to it), then
 * `npm run schema && npm run codegen` and a label in the client's `features/orders/order-status-labels.ts`.
 */
export enum OrderStatus {
  Pending = 'Pending',
  Processing = 'Processing',
  Shipped = 'Shipped',
  Delivered = 'Delivered',
  /** Refused at the door or undeliverable: the parcel came back, its units are back in stock. */
  Returned = 'Returned',
  Cancelled = 'Cancelled',
}
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'An admin may set any status from any other.' });

/** Who makes a change: an admin, the order's own customer, or the shop itself (placing, and later couriers or timers). */
export type OrderActor = 'admin' | 'customer' | 'system';

export interface StatusRule {
  /** Whether an order in this status keeps its units out of stock (leaving such a status gives them back, entering one takes them again). */
  holdsStock: boolean;
  /** Whether deleting an order in this status gives its units back (it has not left the shop). */
  unitsBackOnDelete: boolean;
  /** Counted as open ("pending") on the customer's dashboard: placed, not yet delivered, not cancelled. */
  open: boolean;
  /** Counted as completed on the customer's dashboard. */
  completed: boolean;
  /** Counted in a customer's money spent. */
  counted: boolean;
  /**
   * Counted in the shop's revenue: cash on delivery is money only once the rider has collected it, so only
   * delivered orders count (not orders waiting, on their way, returned or cancelled).
   */
  revenue: boolean;
  /** The statuses each actor may move an order in this status to. */
  next: Partial<Record<OrderActor, readonly OrderStatus[]>>;
}

const { Pending, Processing, Shipped, Delivered, Returned, Cancelled } = OrderStatus;
/** Today an admin may set any status from any other (and reopen a cancelled order while stock allows). */
const anyOtherThan = (status: OrderStatus) => Object.values(OrderStatus).filter((other) => other !== status);

export const WORKFLOW: Readonly<Record<OrderStatus, StatusRule>> = {
  [Pending]: {
    holdsStock: true,
    unitsBackOnDelete: true,
    open: true,
    completed: false,
    counted: true,
    revenue: false,
    // The system cancels an order whose confirmation window ran out (see server/src/confirmations).
    next: { admin: anyOtherThan(Pending), customer: [Cancelled], system: [Cancelled] },
  },
  [Processing]: {
    holdsStock: true,
    unitsBackOnDelete: true,
    open: true,
    completed: false,
    counted: true,
    revenue: false,
    next: { admin: anyOtherThan(Processing) },
  },
  [Shipped]: {
    holdsStock: true,
    unitsBackOnDelete: false,
    open: true,
    completed: false,
    counted: true,
    revenue: false,
    // The system: a courier's tracking update or status file (server/src/couriers).
    next: { admin: anyOtherThan(Shipped), system: [Delivered, Returned] },
  },
  [Delivered]: {
    holdsStock: true,
    unitsBackOnDelete: false,
    open: false,
    completed: true,
    counted: true,
    revenue: true,
    next: { admin: anyOtherThan(Delivered) },
  },
  [Returned]: {
    holdsStock: false,
    unitsBackOnDelete: false,
    open: false,
    completed: false,
    counted: false,
    revenue: false,
    next: { admin: anyOtherThan(Returned) },
  },
  [Cancelled]: {
    holdsStock: false,
    unitsBackOnDelete: false,
    open: false,
    completed: false,
    counted: false,
    revenue: false,
    next: { admin: anyOtherThan(Cancelled) },
  },
};

/** The status an order is placed in (by the system, for a guest or a customer). */
export const PLACED_STATUS = Pending;
/** The status a cancellation leads to. */
export const CANCELLED_STATUS = Cancelled;

export const ORDER_STATUSES: OrderStatus[] = Object.values(OrderStatus);
export const OPEN_STATUSES = ORDER_STATUSES.filter((status) => WORKFLOW[status].open);
export const COMPLETED_STATUSES = ORDER_STATUSES.filter((status) => WORKFLOW[status].completed);
export const COUNTED_STATUSES = ORDER_STATUSES.filter((status) => WORKFLOW[status].counted);
export const UNCOUNTED_STATUSES = ORDER_STATUSES.filter((status) => !WORKFLOW[status].counted);
export const REVENUE_STATUSES = ORDER_STATUSES.filter((status) => WORKFLOW[status].revenue);

/** The statuses `actor` may move an order in `from` to, in workflow order. */
export function allowedNextStatuses(from: OrderStatus, actor: OrderActor | undefined): OrderStatus[] {
  return actor ? [...(WORKFLOW[from]?.next[actor] ?? [])] : [];
}

export function mayChange(from: OrderStatus, to: OrderStatus, actor: OrderActor | undefined): boolean {
  return allowedNextStatuses(from, actor).includes(to);
}

/** Whether `actor` may cancel an order in `status`. */
export const canCancel = (status: OrderStatus, actor: OrderActor | undefined) =>
  mayChange(status, CANCELLED_STATUS, actor);

export const holdsStock = (status: OrderStatus) => WORKFLOW[status].holdsStock;

/**
 * The shipping gate of cash-on-delivery orders: a Pending order the customer has not confirmed may not move on
 * towards the door (Processing, Shipped, or straight to Delivered or Returned); cancelling it always may.
 * An order without a confirmation record (older data) counts as awaiting while Pending.
 */
export function needsConfirmation(from: OrderStatus, to: OrderStatus, confirmation: string | undefined): boolean {
  return from === Pending && to !== Pending && to !== Cancelled && confirmation !== 'confirmed';
}
export const unitsBackOnDelete = (status: OrderStatus) => WORKFLOW[status].unitsBackOnDelete;

/**
 * The actor a viewer is for an order: an admin; the customer for their own order; nobody else may change
 * it (a guest holding an access key only reads).
 */
export function actorFor(
  viewer: { id: string; role: string } | undefined,
  ownerId: string | undefined,
): OrderActor | undefined {
  if (!viewer) return undefined;
  if (viewer.role === 'admin') return 'admin';
  return ownerId !== undefined && ownerId === viewer.id ? 'customer' : undefined;
}

/** Staff who fulfil orders (orders:fulfil) but do not manage them (orders:manage) move orders only to these. */
export const FULFILMENT_TARGETS: readonly OrderStatus[] = [OrderStatus.Processing, OrderStatus.Shipped];

type StaffMember = Pick<AuthUser, 'role' | 'staffRole'>;

/**
 * Whether a staff member may set an order's status to `to` by hand: any status with orders:manage, Processing and
 * Shipped with orders:fulfil. The workflow's own rules (mayChange) apply after this.
 */
export function staffMayMoveTo(user: StaffMember | undefined, to: OrderStatus): boolean {
  if (can(user, Permission.OrdersManage)) return true;
  return can(user, Permission.OrdersFulfil) && FULFILMENT_TARGETS.includes(to);
}

/** Refuses (403) a status a staff member may not set by hand (staffMayMoveTo). */
export function assertStaffMayMoveTo(user: StaffMember | undefined, to: OrderStatus): void {
  if (!staffMayMoveTo(user, to)) throw new ForbiddenException(ROLE_DOES_NOT_ALLOW);
}
