import { usePermissions } from '../../auth/useSession';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { AdminOrderRowFragment as AdminOrderRow, OrderStatus, SortOrder } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { displayOrderId, formatDate, formatPrice } from '../../../ui/format';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  AdminOrderCountsQuery,
  AdminOrderRowFragment,
  AdminOrdersQuery,
  DeleteOrderMutation,
  SetOrderStatusMutation,
} from '../admin.graphql';
import { ADMIN_ORDERS_PAGE_SIZE, deleteQuestion } from '../admin-constants';
import { isOrderStatus, ORDER_STATUSES, orderStatusLabel } from '../../orders/order-status-labels';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { BulkOrderActions } from '../components/BulkOrderActions';
import { RiskBadge } from '../../orders/components/RiskBadge';
import { ConfirmationBadge } from '../../confirmations/confirmation-labels';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { OrderStatusSelect } from '../components/OrderStatusSelect';
import { useConfirm } from '../components/useConfirm';
import { orderContact } from '../order-display';
import { pageParam, useUrlParams } from '../../../ui/useUrlParams';
import { useUrlSearchText } from '../useUrlSearchText';
import { displayPhone } from '../../../ui/phone';

const ORDER_COLUMNS = ['Order', 'Customer', 'Items', 'Amount', 'Status', 'Confirmation', 'Risk', 'Date'];
const PAGE_SIZES = [ADMIN_ORDERS_PAGE_SIZE, 50, 100] as const;

type Tab = 'account' | 'guest' | 'all';

const TABS: { tab: Tab; label: string; caption: string; failure: string; none: string }[] = [
  {
    tab: 'account',
    label: 'Account Orders',
    caption: 'Account orders',
    failure: 'Failed to fetch orders',
    none: 'No account orders have been placed yet',
  },
  {
    tab: 'guest',
    label: 'Guest Orders',
    caption: 'Guest orders',
    failure: 'Failed to fetch guest orders',
    none: 'No guest orders have been placed yet',
  },
  {
    tab: 'all',
    label: 'All Orders',
    caption: 'Account and guest orders',
    failure: 'Failed to fetch orders',
    none: 'No orders have been placed yet',
  },
];

/** The tab in the URL: `tab`, or `kind` (the server's name for it); Account Orders by default, as the spec has it. */
function tabParam(params: URLSearchParams): Tab {
  const named = params.get('tab') ?? params.get('kind');
  return named === 'guest' || named === 'all' ? named : 'account';
}
type StatusFilter = OrderStatus | 'all';

const SORT_FIELDS = [
  { value: 'createdAt', label: 'Date' },
  { value: 'totalAmount', label: 'Amount' },
  { value: 'status', label: 'Status' },
  { value: 'orderNumber', label: 'Order number' },
];

const isSortField = (value: string | null) => SORT_FIELDS.some((field) => field.value === value);

/**
 * /admin/orders: account orders, guest orders, or both in one list (the dispatch desk's inbox, `?tab=all`), searched,
 * filtered, sorted, 10 a page; status changes, deletes and bulk work on the selected orders. Tab, status, search,
 * sort and page live in the URL (Back brings them back); the selection holds only orders on screen.
 */
export function AdminOrdersPage() {
  usePageTitle('Orders | Admin');
  const [params, update] = useUrlParams();
  const tab = tabParam(params);
  const shown = TABS.find((entry) => entry.tab === tab)!;
  const statusParam = params.get('status');
  const status: StatusFilter = isOrderStatus(statusParam) ? statusParam : 'all';
  const search = (params.get('search') ?? '').trim();
  const sortBy = isSortField(params.get('sortBy')) ? params.get('sortBy')! : 'createdAt';
  const sortOrder: SortOrder = params.get('sortOrder') === 'asc' ? 'asc' : 'desc';
  const page = pageParam(params);
  const readyToShip = params.get('ready') === '1';
  const sizeParam = Number(params.get('limit'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : ADMIN_ORDERS_PAGE_SIZE;
  const commitSearch = useCallback((text: string) => update({ search: text, page: null }, { replace: true }), [update]);
  const [searchText, setSearchText] = useUrlSearchText(search, commitSearch);
  const [confirmDialog, confirm] = useConfirm();
  const can = usePermissions();
  const canDelete = can('orders:manage');
  // Selecting orders is for bulk work: shipping and printing (orders:fulfil) or exports (orders:export).
  const bulkWork = can('orders:fulfil') || can('orders:export');
  const [busyId, setBusyId] = useState<string | null>(null);
  // The selection belongs to one view (tab, filter, search, sort, page): another view starts with none.
  const view = [tab, status, search, sortBy, sortOrder, page, readyToShip, pageSize].join('|');
  const [selection, setSelection] = useState<{ view: string; ids: string[] }>({ view, ids: [] });
  const setPage = (next: number) => update({ page: next > 1 ? next : null });

  const variables = {
    kind: tab,
    page,
    limit: pageSize,
    search: search || undefined,
    readyToShip: readyToShip || undefined,
    status: status === 'all' ? undefined : status,
    sortBy,
    sortOrder,
  };
  const options = { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const active = useQuery(AdminOrdersQuery, options);
  const counts = useQuery(AdminOrderCountsQuery, { fetchPolicy: 'cache-and-network' });
  const [setOrderStatus] = useMutation(SetOrderStatusMutation);
  const [deleteOrder] = useMutation(DeleteOrderMutation);

  // While a new search or filter loads, the rows before it stay on screen; another tab's rows never do.
  // The tab whose answer came last, adjusted while rendering (React's pattern for state that follows a change).
  const [answeredTab, setAnsweredTab] = useState(tab);
  if (active.data && answeredTab !== tab) setAnsweredTab(tab);
  const list = active.data?.adminOrders ?? (answeredTab === tab ? active.previousData?.adminOrders : undefined);
  const rows = list ? getFragmentData(AdminOrderRowFragment, list.items) : [];
  // Only orders on screen can be selected: an order that left the list (refetched, filtered) drops out.
  const selected =
    selection.view === view ? selection.ids.filter((orderId) => rows.some((order) => order.id === orderId)) : [];
  const toggle = (orderIds: string[], on: boolean) =>
    setSelection({
      view,
      ids: on ? [...new Set([...selected, ...orderIds])] : selected.filter((entry) => !orderIds.includes(entry)),
    });
  const fetchFailure = shown.failure;
  const searching = searchText.trim() !== search || (active.loading && Boolean(search));
  const filtered = Boolean(search) || status !== 'all' || readyToShip;

  useEffect(() => {
    if (active.error) adminToast.error(fetchFailure, errorMessage(active.error, ''));
  }, [active.error, fetchFailure]);

  // A page past the end (after deletes, or typed in the URL) moves to the last page, in place of this entry.
  const pages = active.data?.adminOrders.pagination.pages ?? 0;
  useEffect(() => {
    if (pages > 0 && page > pages) update({ page: pages > 1 ? pages : null }, { replace: true });
  }, [page, pages, update]);

  function switchTab(next: Tab) {
    if (next === tab) return;
    setSearchText('');
    update({ tab: next === 'account' ? null : next, kind: null, page: null, search: null });
  }

  async function changeStatus(order: AdminOrderRow, next: OrderStatus) {
    setBusyId(order.id);
    try {
      await setOrderStatus({ variables: { id: order.id, status: next } });
      adminToast.success(
        order.isGuestOrder ? 'Guest order status updated successfully' : 'Order status updated successfully',
      );
    } catch (failure) {
      adminToast.error('Failed to update order status', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(order: AdminOrderRow) {
    const confirmed = await confirm({
      title: `Delete order #${displayOrderId(order)}?`,
      message: deleteQuestion('order'),
      confirmLabel: 'Delete order',
    });
    if (!confirmed) return;
    setBusyId(order.id);
    try {
      await deleteOrder({ variables: { id: order.id } });
      adminToast.success(order.isGuestOrder ? 'Guest order deleted successfully' : 'Order deleted successfully');
      await Promise.all([active.refetch(), counts.refetch()]);
    } catch (failure) {
      adminToast.error('Failed to delete order', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  const totals = counts.data?.adminOrderCounts;
  return (
    <section className="stack" aria-labelledby="admin-orders-title">
      <div className="admin-head">
        <h1 id="admin-orders-title">Orders</h1>
        {list && (
          <p className="muted" aria-live="polite">
            {list.pagination.total} {list.pagination.total === 1 ? 'order' : 'orders'}
            {filtered ? ' found' : ''}
          </p>
        )}
        {can('orders:create') && (
          <Link to="/admin/orders/new" className="btn btn-primary">
            Take an Order
          </Link>
        )}
      </div>

      <div className="tabs order-tabs" role="group" aria-label="Order type">
        {TABS.map((entry) => (
          <button
            key={entry.tab}
            type="button"
            className="tab"
            aria-pressed={tab === entry.tab}
            onClick={() => switchTab(entry.tab)}
          >
            {entry.label} ({totals?.[entry.tab] ?? '…'})
          </button>
        ))}
      </div>

      <form className="admin-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field grow">
          <label htmlFor="order-search">Search orders</label>
          <input
            id="order-search"
            type="search"
            placeholder="Order number, name, email, phone or city"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="order-status">Status</label>
          <select
            id="order-status"
            value={status}
            onChange={(event) =>
              update({ status: event.target.value === 'all' ? null : event.target.value, page: null })
            }
          >
            <option value="all">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {orderStatusLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-sort">Sort by</label>
          <select
            id="order-sort"
            value={sortBy}
            onChange={(event) =>
              update({ sortBy: event.target.value === 'createdAt' ? null : event.target.value, page: null })
            }
          >
            {SORT_FIELDS.map((field) => (
              <option key={field.value} value={field.value}>
                {field.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-direction">Order</label>
          <select
            id="order-direction"
            value={sortOrder}
            onChange={(event) => update({ sortOrder: event.target.value === 'asc' ? 'asc' : null, page: null })}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-page-size">Per page</label>
          <select
            id="order-page-size"
            value={pageSize}
            onChange={(event) =>
              update({
                limit: event.target.value === String(ADMIN_ORDERS_PAGE_SIZE) ? null : event.target.value,
                page: null,
              })
            }
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <label className="ready-filter">
          <input
            type="checkbox"
            checked={readyToShip}
            onChange={(event) => update({ ready: event.target.checked ? '1' : null, page: null })}
          />
          Ready to ship: confirmed, no parcel yet
        </label>
        {searching && (
          <span className="muted small searching" role="status">
            Searching...
          </span>
        )}
      </form>

      {bulkWork && (
        <BulkOrderActions
          selected={selected}
          onClear={() => setSelection({ view, ids: [] })}
          onChanged={() => void Promise.all([active.refetch(), counts.refetch()])}
        />
      )}

      {!list && active.loading && <Spinner label="Loading orders…" />}
      {!list && active.error && <LoadError message={fetchFailure} onRetry={() => void active.refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyList title="No orders found" hint={filtered ? 'Try adjusting your search criteria' : shown.none} />
      )}
      {bulkWork && list && list.items.length > 0 && (
        // Above the table, not in its head: the head is hidden where rows become cards (phones).
        <label className="select-all">
          <input
            type="checkbox"
            checked={rows.every((order) => selected.includes(order.id))}
            onChange={(event) =>
              toggle(
                rows.map((order) => order.id),
                event.target.checked,
              )
            }
          />
          Select every order on this page
        </label>
      )}
      {list && list.items.length > 0 && (
        <AdminTable
          caption={shown.caption}
          columns={ORDER_COLUMNS}
          leading={bulkWork ? <span className="sr-only">Select</span> : undefined}
        >
          {rows.map((order) => {
            const contact = orderContact(order);
            const id = displayOrderId(order);
            return (
              <tr key={order.id}>
                {bulkWork && (
                  <td className="cell-select">
                    <input
                      type="checkbox"
                      aria-label={`Select order #${id}`}
                      checked={selected.includes(order.id)}
                      onChange={(event) => toggle([order.id], event.target.checked)}
                    />
                  </td>
                )}
                <th scope="row" data-label="Order" className="cell-title">
                  <Link to={`/admin/orders/${order.id}`} className="order-id">
                    #{id}
                  </Link>
                  {order.isGuestOrder && <span className="badge badge-info">Guest</span>}
                </th>
                <td data-label="Customer" className="cell-break">
                  <span className="cell-lines">
                    <strong>{contact.name}</strong>
                    {contact.email && <span className="muted small">{contact.email}</span>}
                    {contact.phone && <span className="muted small">{displayPhone(contact.phone)}</span>}
                  </span>
                </td>
                <td data-label="Items">{order.itemCount}</td>
                <td data-label="Amount" className="nowrap">
                  {formatPrice(order.totalAmount)}
                </td>
                <td data-label="Status">
                  <OrderStatusSelect
                    status={order.status}
                    allowed={order.allowedNextStatuses}
                    label={`Status of order #${id}`}
                    disabled={busyId === order.id}
                    onChange={(next) => void changeStatus(order, next)}
                  />
                </td>
                <td data-label="Confirmation">
                  {order.confirmation ? <ConfirmationBadge status={order.confirmation.status} /> : '–'}
                </td>
                <td data-label="Risk">
                  <RiskBadge risk={order.risk} />
                </td>
                <td data-label="Date" className="nowrap">
                  {formatDate(order.createdAt)}
                </td>
                <td className="cell-actions">
                  <Link
                    to={`/admin/orders/${order.id}`}
                    className="btn btn-sm btn-outline"
                    aria-label={`View order #${id}`}
                  >
                    View
                  </Link>
                  {canDelete && (
                    <button
                      type="button"
                      className="btn btn-sm btn-danger"
                      disabled={busyId === order.id}
                      onClick={() => void remove(order)}
                      aria-label={`Delete order #${id}`}
                    >
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {list && <Pagination page={page} pages={list.pagination.pages} onChange={setPage} label="Orders pages" />}
      {confirmDialog}
    </section>
  );
}
