import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { AdminUsersQuery as AdminUsersData } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePermissions, useSession } from '../../auth/useSession';
import { AdminUsersQuery, DeleteUserMutation, SetUserBlockedMutation } from '../admin.graphql';
import { ADMIN_USERS_LIMIT, deleteQuestion, SEARCH_DEBOUNCE_MS } from '../admin-constants';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { useConfirm } from '../components/useConfirm';
import { useDebouncedValue } from '../useDebouncedValue';
import { displayPhone } from '../../../ui/phone';

const USER_COLUMNS = ['Name', 'Email', 'Phone', 'Role', 'Status', 'Joined'];

type AdminUser = AdminUsersData['adminUsers']['items'][number];

/** /admin/users: search, block or unblock, delete; the list reloads after each change. */
export function AdminUsersPage() {
  usePageTitle('Users | Admin');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { user: me } = useSession();
  // A staff member's account is changed only by those who manage staff (the server refuses the others).
  const managesStaff = usePermissions()('staff:manage');
  const [confirmDialog, confirm] = useConfirm();
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { search: search || undefined, limit: ADMIN_USERS_LIMIT },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setBlocked] = useMutation(SetUserBlockedMutation);
  const [deleteUser] = useMutation(DeleteUserMutation);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (error) adminToast.error('Failed to fetch users', errorMessage(error, ''));
  }, [error]);

  const page = (data ?? previousData)?.adminUsers;
  const searching = searchText.trim() !== search || (loading && Boolean(search));

  async function toggleBlocked(user: AdminUser) {
    setBusyId(user.id);
    try {
      await setBlocked({ variables: { id: user.id, isBlocked: !user.isBlocked } });
      adminToast.success(user.isBlocked ? 'User unblocked successfully' : 'User blocked successfully');
      await refetch();
    } catch (failure) {
      adminToast.error('Failed to update user status', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(user: AdminUser) {
    const confirmed = await confirm({
      title: `Delete ${user.name}?`,
      message: deleteQuestion('user'),
      confirmLabel: 'Delete user',
    });
    if (!confirmed) return;
    setBusyId(user.id);
    try {
      await deleteUser({ variables: { id: user.id } });
      adminToast.success('User deleted successfully');
      await refetch();
    } catch (failure) {
      adminToast.error('Failed to delete user', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="stack" aria-labelledby="admin-users-title">
      <div className="admin-head">
        <h1 id="admin-users-title">Users</h1>
        {page && (
          <p className="muted" aria-live="polite">
            {page.pagination.total} {page.pagination.total === 1 ? 'user' : 'users'}
            {search ? ` matching “${search}”` : ''}
          </p>
        )}
      </div>

      <form className="admin-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field grow">
          <label htmlFor="user-search">Search users</label>
          <input
            id="user-search"
            type="search"
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={() => setSearchText('')} disabled={!searchText}>
          Clear
        </button>
        {searching && (
          <span className="muted small searching" role="status">
            Searching...
          </span>
        )}
      </form>

      {!page && loading && <Spinner label="Loading users…" />}
      {!page && error && <LoadError message="Failed to fetch users" onRetry={() => void refetch()} />}
      {page && page.items.length === 0 && (
        <EmptyList
          title="No users found"
          hint={search ? 'Try adjusting your search criteria' : 'No users have registered yet'}
        />
      )}
      {page && page.items.length > 0 && (
        <AdminTable caption="Users" columns={USER_COLUMNS}>
          {page.items.map((user) => {
            const isMe = user.id === me?.id;
            const changeable = !isMe && (user.role !== 'admin' || managesStaff);
            return (
              <tr key={user.id}>
                <th scope="row" data-label="Name" className="cell-title">
                  {user.name}
                  {isMe && <span className="badge badge-brand">You</span>}
                </th>
                <td data-label="Email" className="cell-break">
                  {user.email}
                </td>
                <td data-label="Phone" className="nowrap">
                  {displayPhone(user.phone) || '—'}
                </td>
                <td data-label="Role">
                  <span className={`badge ${user.role === 'admin' ? 'badge-brand' : ''}`}>
                    {user.role === 'admin' ? 'Admin' : 'Customer'}
                  </span>
                </td>
                <td data-label="Status">
                  <span className={`badge ${user.isBlocked ? 'badge-danger' : 'badge-success'}`}>
                    {user.isBlocked ? 'Blocked' : 'Active'}
                  </span>
                </td>
                <td data-label="Joined" className="nowrap">
                  {formatDate(user.createdAt)}
                </td>
                <td className="cell-actions">
                  {changeable && (
                    <>
                      <button
                        type="button"
                        className={`btn btn-sm ${user.isBlocked ? 'btn-outline' : 'btn-warning'}`}
                        disabled={busyId === user.id}
                        onClick={() => void toggleBlocked(user)}
                        aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.name}`}
                      >
                        {user.isBlocked ? 'Unblock' : 'Block'}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-danger"
                        disabled={busyId === user.id}
                        onClick={() => void remove(user)}
                        aria-label={`Delete ${user.name}`}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {confirmDialog}
    </section>
  );
}
