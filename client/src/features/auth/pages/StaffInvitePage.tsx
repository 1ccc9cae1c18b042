import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { AcceptStaffInviteMutation, StaffInviteQuery } from '../staff-invite.graphql';
import { staffRoleLabel } from '../staff-roles';
import { NewPasswordFields } from './PasswordField';
import { firstPasswordError } from './registration-rules';
import './auth.css';

type Field = 'password' | 'confirmPassword';

/**
 * /staff-invite/:token: the page an Owner's invitation link opens. The invited person sets a password, which makes
 * their staff account; they then sign in at /login as usual.
 */
export function StaffInvitePage() {
  const shop = useShop();
  usePageTitle(`Staff Invitation | ${shop.name}`);
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(StaffInviteQuery, {
    variables: { token },
    fetchPolicy: 'no-cache',
  });
  const [accept] = useMutation(AcceptStaffInviteMutation);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const invite = data?.staffInvite;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const broken = firstPasswordError(password, confirmPassword);
    setFieldError(broken);
    if (broken) {
      inputs.current[broken.field]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await accept({ variables: { token, input: { password } } });
      setDone(answer.data?.acceptStaffInvite.email ?? invite?.email ?? '');
    } catch (failure) {
      setServerError(errorMessage(failure, 'Failed to create your account'));
    } finally {
      setSubmitting(false);
    }
  };

  const errorFor = (field: Field) => (fieldError?.field === field ? fieldError.message : undefined);
  const notFound = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'NOT_FOUND';

  let body;
  if (done !== null) {
    body = (
      <>
        <header className="auth-head">
          <h1>Your Staff Account Is Ready</h1>
          <p className="muted" role="status">
            Sign in with {done} and the password you just set.
          </p>
        </header>
        <Link to="/login" className="btn btn-primary btn-block">
          Sign In
        </Link>
      </>
    );
  } else if (loading && !invite) {
    body = <Spinner label="Opening your invitation…" />;
  } else if (notFound) {
    body = (
      <header className="auth-head">
        <h1>Invitation Not Valid</h1>
        <p className="muted" role="alert">
          This invitation is not valid or has expired. Ask the shop&apos;s owner to send you a new one.
        </p>
      </header>
    );
  } else if (error || !invite) {
    body = (
      <header className="auth-head">
        <h1>Staff Invitation</h1>
        <p className="form-error" role="alert">
          {errorMessage(error, 'Failed to open the invitation')}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
          Try Again
        </button>
      </header>
    );
  } else {
    body = (
      <>
        <header className="auth-head">
          <h1>Join {invite.shopName}</h1>
          <p className="muted">
            Hello {invite.name}, you are invited to join {invite.shopName} as {staffRoleLabel(invite.staffRole)}. Set a
            password for <strong>{invite.email}</strong> to create your staff account.
          </p>
        </header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <NewPasswordFields
            label="Password"
            password={password}
            confirmPassword={confirmPassword}
            onPassword={setPassword}
            onConfirmPassword={setConfirmPassword}
            errorFor={errorFor}
            refFor={(field) => (element) => {
              inputs.current[field] = element;
            }}
          />
          {serverError && (
            <p className="form-error" role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Create Staff Account'}
          </button>
        </form>
      </>
    );
  }

  return (
    <section className="auth-page">
      <div className="panel auth-card">{body}</div>
    </section>
  );
}
