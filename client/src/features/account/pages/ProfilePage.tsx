import { useMutation } from '@apollo/client/react';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { graphql } from '../../../gql';
import { formatDate } from '../../../ui/format';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { PasswordField } from '../../auth/pages/PasswordField';
import { session } from '../../../lib/session';
import type { SessionUser } from '../../auth/useSession';
import { useSession } from '../../auth/useSession';
import { useShop } from '../../shop/useShop';
import './account.css';
import { displayPhone, phoneError } from '../../../ui/phone';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
    }
  }
`);

type ProfileForm = Pick<SessionUser, 'name' | 'phone' | 'address'>;

const formFrom = (user: SessionUser): ProfileForm => ({
  name: user.name,
  phone: displayPhone(user.phone),
  address: user.address,
});

const roleLabel = (role: SessionUser['role']) => (role === 'admin' ? 'Admin' : 'Customer');

/** /profile: My Profile. View and edit name, phone and address (not for admins); the e-mail never changes. */
export function ProfilePage() {
  const shop = useShop();
  usePageTitle(`My Profile | ${shop.name}`);
  const { user } = useSession();
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  return (
    <div className="account-page">
      <header className="account-head">
        <div>
          <h1>My Profile</h1>
          <p className="muted">Manage your account details and password.</p>
        </div>
        <Link to={isAdmin ? '/admin' : '/dashboard'} className="btn btn-outline btn-sm">
          {isAdmin ? 'Admin Dashboard' : 'My Dashboard'}
        </Link>
      </header>
      <div className="profile-grid">
        <ProfileDetails user={user} />
        <PasswordChange />
      </div>
    </div>
  );
}

function ProfileDetails({ user }: { user: SessionUser }) {
  const isAdmin = user.role === 'admin';
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(() => formFrom(user));
  const [error, setError] = useState('');
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  // Keyboard users land back on Edit Profile after saving or cancelling.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const startEditing = () => {
    setForm(formFrom(user));
    setError('');
    setEditing(true);
  };
  const cancel = () => {
    setForm(formFrom(user));
    setError('');
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setError('Name is required');
      return;
    }
    // The shop's one phone rule, as registration and checkout check it (the server has the last word).
    const phoneProblem = form.phone.trim() ? phoneError(form.phone) : null;
    if (phoneProblem) {
      setError(phoneProblem);
      return;
    }
    setError('');
    const input = {
      name: form.name.trim(),
      phone: form.phone.trim(),
      ...(isAdmin ? {} : { address: form.address.trim() }),
    };
    try {
      const { data } = await updateProfile({ variables: { input } });
      // The answer updates the cached user (same id), so every reader of the session sees the new fields.
      if (!data) throw new Error('No profile in the answer');
      toast.success('Profile updated successfully!');
      setEditing(false);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update profile'));
    }
  };

  return (
    <section className="panel" aria-labelledby="profile-details-title">
      <div className="panel-head">
        <div className="profile-identity">
          <span className="profile-avatar" aria-hidden="true">
            {user.name.charAt(0).toUpperCase()}
          </span>
          <div>
            <h2 id="profile-details-title">Personal Information</h2>
            <p className="row profile-role">
              <span className="muted small">Account type</span>
              <span className={`badge ${isAdmin ? 'badge-brand' : 'badge-info'}`}>{roleLabel(user.role)}</span>
            </p>
          </div>
        </div>
        {!editing && (
          <button ref={editButton} type="button" className="btn btn-outline btn-sm" onClick={startEditing}>
            Edit Profile
          </button>
        )}
      </div>

      {editing ? (
        <form onSubmit={save} noValidate aria-label="Edit profile">
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="field">
            <label htmlFor="profile-name">Full Name</label>
            <input
              id="profile-name"
              name="name"
              autoComplete="name"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the shopper's Edit Profile click: the first field takes the focus
              autoFocus
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="profile-email">Email</label>
            <input
              id="profile-email"
              type="email"
              value={user.email}
              readOnly
              aria-describedby="profile-email-hint"
              className="input-locked"
            />
            <small id="profile-email-hint" className="muted">
              Your e-mail address cannot be changed.
            </small>
          </div>
          <div className="field">
            <label htmlFor="profile-phone">Phone Number</label>
            <input
              id="profile-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(event) => setForm({ ...form, phone: event.target.value })}
            />
          </div>
          {!isAdmin && (
            <div className="field">
              <label htmlFor="profile-address">Address</label>
              <textarea
                id="profile-address"
                name="address"
                autoComplete="street-address"
                value={form.address}
                onChange={(event) => setForm({ ...form, address: event.target.value })}
              />
            </div>
          )}
          <div className="row">
            <button type="submit" className="btn btn-primary" disabled={loading}>
              {loading ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="btn btn-outline" onClick={cancel} disabled={loading}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="profile-facts">
          <div>
            <dt>Full Name</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Phone Number</dt>
            <dd>{displayPhone(user.phone) || <span className="muted">Not provided</span>}</dd>
          </div>
          {!isAdmin && (
            <div>
              <dt>Address</dt>
              <dd>{user.address || <span className="muted">Not provided</span>}</dd>
            </div>
          )}
          <div>
            <dt>Member Since</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The three-field password change; the form clears after a success. */
function PasswordChange() {
  const [form, setForm] = useState(EMPTY_PASSWORDS);
  const [error, setError] = useState('');
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const set = (field: keyof typeof EMPTY_PASSWORDS) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword || !form.newPassword || !form.confirmPassword)
      return setError('Please fill all password fields');
    if (form.newPassword.length < 6) return setError('New password must be at least 6 characters');
    if (form.newPassword !== form.confirmPassword) return setError('New password and confirm password do not match');
    setError('');
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: form.currentPassword, newPassword: form.newPassword } },
      });
      // Tokens issued before the change stop working: this session goes on with the fresh one.
      if (data) session.setToken(data.changePassword.token);
      toast.success('Password changed successfully');
      setForm(EMPTY_PASSWORDS);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to change password'));
    }
  };

  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">Change Password</h2>
      <p className="muted small">Use at least 6 characters. You stay signed in on this device.</p>
      <form onSubmit={submit} noValidate aria-label="Change password">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Changing...' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
