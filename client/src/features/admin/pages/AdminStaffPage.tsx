import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useRef, useState } from 'react';
import { getFragmentData } from '../../../gql';
import type { StaffOverviewQuery as StaffOverviewData, StaffRole } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { copyAndSay } from '../../../ui/clipboard';
import { EMAIL_PATTERN } from '../../../ui/contact-rules';
import { formatDate, formatDateTime } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../auth/useSession';
import { STAFF_ROLE_INFO, staffRoleLabel } from '../../auth/staff-roles';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { useConfirm } from '../components/useConfirm';
import {
  InviteStaffMutation,
  RemoveStaffMemberMutation,
  RevokeStaffInviteMutation,
  SetStaffRoleMutation,
  StaffInviteRowFragment,
  StaffOverviewQuery,
} from '../staff.graphql';

const MEMBER_COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Since'];
const INVITE_COLUMNS = ['Name', 'Email', 'Role', 'Invited by', 'Expires'];
const NAME_PATTERN = /^[A-Za-z ]+$/;

type Member = StaffOverviewData['staffOverview']['members'][number];

/** The invitation form's first broken rule, with registration's messages; null when it may be sent. */
function inviteError(name: string, email: string): { field: 'name' | 'email'; message: string } | null {
  if (!name) return { field: 'name', message: 'Name is required' };
  if (name.length < 3) return { field: 'name', message: 'Name must be at least 3 characters long' };
  if (name.length > 15) return { field: 'name', message: 'Name must not exceed 15 characters' };
  if (!NAME_PATTERN.test(name)) return { field: 'name', message: 'Name can only contain letters and spaces' };
  if (!email) return { field: 'email', message: 'Email is required' };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: 'Please enter a valid email address' };
  return null;
}

/**
 * /admin/staff (Owners): the staff members with their roles (change, remove), the pending invitations (revoke),
 * and a form that invites a person and shows the link to send them once.
 */
export function AdminStaffPage() {
  usePageTitle('Staff | Admin');
  const { user: me } = useSession();
  const { data, loading, error, refetch } = useQuery(StaffOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const [setRole] = useMutation(SetStaffRoleMutation);
  const [removeMember] = useMutation(RemoveStaffMemberMutation);
  const [revokeInvite] = useMutation(RevokeStaffInviteMutation);
  const [confirmDialog, confirm] = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function changeRole(member: Member, staffRole: StaffRole) {
    if (staffRole === member.staffRole) return;
    setBusyId(member.id);
    try {
      await setRole({ variables: { id: member.id, staffRole } });
      adminToast.success(`${member.name} is now ${staffRoleLabel(staffRole)}`);
    } catch (failure) {
      adminToast.error('Failed to change the role', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
      await refetch();
    }
  }

  async function remove(member: Member) {
    const confirmed = await confirm({
      title: `Remove ${member.name}?`,
      message: 'Their account is deleted and they can no longer sign in. You can invite them again later.',
      confirmLabel: 'Remove',
    });
    if (!confirmed) return;
    setBusyId(member.id);
    try {
      await removeMember({ variables: { id: member.id } });
      adminToast.success('Staff member removed');
      await refetch();
    } catch (failure) {
      adminToast.error('Failed to remove the staff member', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  async function revoke(id: string, email: string) {
    const confirmed = await confirm({
      title: `Revoke the invitation to ${email}?`,
      message: 'The link you sent stops working.',
      confirmLabel: 'Revoke',
    });
    if (!confirmed) return;
    setBusyId(id);
    try {
      await revokeInvite({ variables: { id } });
      adminToast.success('Invitation revoked');
      await refetch();
    } catch (failure) {
      adminToast.error('Failed to revoke the invitation', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  const overview = data?.staffOverview;
  const invites = getFragmentData(StaffInviteRowFragment, overview?.invites ?? []);
  return (
    <section className="stack" aria-labelledby="staff-title">
      <div className="admin-head">
        <h1 id="staff-title">Staff</h1>
      </div>

      <InviteForm onInvited={() => void refetch()} />

      <h2 className="staff-heading">Staff Members</h2>
      {!overview && loading && <Spinner label="Loading the staff…" />}
      {!overview && error && <LoadError message="Failed to load the staff" onRetry={() => void refetch()} />}
      {overview && (
        <AdminTable caption="Staff members" columns={MEMBER_COLUMNS}>
          {overview.members.map((member) => {
            const isMe = member.id === me?.id;
            return (
              <tr key={member.id}>
                <th scope="row" data-label="Name" className="cell-title">
                  {member.name}
                  {isMe && <span className="badge badge-brand">You</span>}
                </th>
                <td data-label="Email" className="cell-break">
                  {member.email}
                </td>
                <td data-label="Role">
                  {isMe ? (
                    <span className="badge badge-brand">{staffRoleLabel(member.staffRole)}</span>
                  ) : (
                    <select
                      className="role-select"
                      value={member.staffRole ?? 'OWNER'}
                      disabled={busyId === member.id}
                      onChange={(event) => void changeRole(member, event.target.value as StaffRole)}
                      aria-label={`Role of ${member.name}`}
                    >
                      {STAFF_ROLE_INFO.map((info) => (
                        <option key={info.role} value={info.role}>
                          {info.label}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td data-label="Status">
                  <span className={`badge ${member.isBlocked ? 'badge-danger' : 'badge-success'}`}>
                    {member.isBlocked ? 'Blocked' : 'Active'}
                  </span>
                </td>
                <td data-label="Since" className="nowrap">
                  {formatDate(member.createdAt)}
                </td>
                <td className="cell-actions">
                  {!isMe && (
                    <button
                      type="button"
                      className="btn btn-sm btn-danger"
                      disabled={busyId === member.id}
                      onClick={() => void remove(member)}
                      aria-label={`Remove ${member.name}`}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}

      <h2 className="staff-heading">Pending Invitations</h2>
      {overview && invites.length === 0 && (
        <EmptyList title="No pending invitations" hint="Invite a staff member with the form above" />
      )}
      {overview && invites.length > 0 && (
        <AdminTable caption="Pending invitations" columns={INVITE_COLUMNS}>
          {invites.map((invite) => (
            <tr key={invite.id}>
              <th scope="row" data-label="Name" className="cell-title">
                {invite.name}
              </th>
              <td data-label="Email" className="cell-break">
                {invite.email}
              </td>
              <td data-label="Role">{staffRoleLabel(invite.staffRole)}</td>
              <td data-label="Invited by">{invite.invitedByName || '—'}</td>
              <td data-label="Expires" className="nowrap">
                {formatDateTime(invite.expiresAt)}
              </td>
              <td className="cell-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === invite.id}
                  onClick={() => void revoke(invite.id, invite.email)}
                  aria-label={`Revoke the invitation to ${invite.email}`}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {confirmDialog}
    </section>
  );
}

/** Invite Staff: name, e-mail and role; on success the link, shown this once, with a Copy button. */
function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [invite, { loading }] = useMutation(InviteStaffMutation);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [staffRole, setStaffRole] = useState<StaffRole>('CONFIRMER');
  const [fieldError, setFieldError] = useState<{ field: 'name' | 'email'; message: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState<{ link: string; name: string; email: string } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const shownLink = useRef<HTMLElement>(null);
  const description = STAFF_ROLE_INFO.find((info) => info.role === staffRole)?.description;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const broken = inviteError(name.trim(), email.trim());
    setFieldError(broken);
    if (broken) {
      (broken.field === 'name' ? nameInput : emailInput).current?.focus();
      return;
    }
    try {
      const { data } = await invite({ variables: { input: { name: name.trim(), email: email.trim(), staffRole } } });
      if (!data) throw new Error('Failed to create the invitation');
      setSent({ link: data.inviteStaff.link, name: name.trim(), email: email.trim() });
      setName('');
      setEmail('');
      adminToast.success('Invitation created');
      onInvited();
    } catch (problem) {
      const message = errorMessage(problem, 'Failed to create the invitation');
      setFailure(message);
      adminToast.error('Failed to create the invitation', message);
    }
  }

  const errorFor = (field: 'name' | 'email') => (fieldError?.field === field ? fieldError.message : undefined);
  const copy = () =>
    sent && void copyAndSay(sent.link, { copied: 'Link copied', failed: 'Could not copy the link' }, shownLink.current);

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title" className="staff-heading">
        Invite Staff
      </h2>
      <div className="settings-grid">
        <div className="field">
          <label htmlFor="invite-name">Name</label>
          <input
            id="invite-name"
            ref={nameInput}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            aria-invalid={errorFor('name') ? true : undefined}
            aria-describedby={errorFor('name') ? 'invite-name-error' : undefined}
          />
          {errorFor('name') && (
            <p id="invite-name-error" className="field-error" role="alert">
              {errorFor('name')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="invite-email">Email</label>
          <input
            id="invite-email"
            ref={emailInput}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            aria-invalid={errorFor('email') ? true : undefined}
            aria-describedby={errorFor('email') ? 'invite-email-error' : undefined}
          />
          {errorFor('email') && (
            <p id="invite-email-error" className="field-error" role="alert">
              {errorFor('email')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select
            id="invite-role"
            value={staffRole}
            onChange={(event) => setStaffRole(event.target.value as StaffRole)}
            aria-describedby="invite-role-hint"
          >
            {STAFF_ROLE_INFO.map((info) => (
              <option key={info.role} value={info.role}>
                {info.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="invite-role-hint" className="muted small">
        {description}
      </p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading} aria-busy={loading}>
        {loading ? 'Inviting...' : 'Invite Staff'}
      </button>
      {sent && (
        <div className="invite-link" role="status">
          <p>
            <strong>Invitation link for {sent.name}</strong> ({sent.email}). It is shown only now and works once, for 7
            days. Send it to them by WhatsApp or e-mail.
          </p>
          <p className="invite-link-row">
            <code ref={shownLink} className="cell-break">
              {sent.link}
            </code>
            <button type="button" className="btn btn-sm btn-outline" onClick={copy}>
              Copy Link
            </button>
          </p>
        </div>
      )}
    </form>
  );
}
