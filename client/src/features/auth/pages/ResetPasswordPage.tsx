import { useMutation } from '@apollo/client/react';
import { FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { ResetPasswordMutation } from '../password-reset.graphql';
import { readIdentifier } from './account-identifier';
import { NewPasswordFields } from './PasswordField';
import { firstPasswordError } from './registration-rules';
import './auth.css';

type Field = 'identifier' | 'code' | 'password' | 'confirmPassword';

const CODE_REQUIRED = 'Please enter the 6-digit code';
const CODE_SHAPE = 'The code is the 6 digits we sent you';

/**
 * /reset-password: a new password, with the e-mail's link (`?token=`) or with the account's e-mail or phone and the
 * 6-digit code sent by WhatsApp. The new password follows the registration's rules; then the shopper signs in.
 */
export function ResetPasswordPage() {
  const shop = useShop();
  usePageTitle(`Reset Password | ${shop.name}`);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [identifier, setIdentifier] = useState(
    () => (location.state as { identifier?: string } | null)?.identifier ?? '',
  );
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [serverError, setServerError] = useState('');
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const errorFor = (field: Field) => (fieldError?.field === field ? fieldError.message : undefined);

  const firstError = (): { field: Field; message: string } | null => {
    if (!token) {
      const read = readIdentifier(identifier);
      if ('error' in read) return { field: 'identifier', message: read.error };
      const digits = code.replace(/\s/g, '');
      if (!digits) return { field: 'code', message: CODE_REQUIRED };
      if (!/^[0-9]{6}$/.test(digits)) return { field: 'code', message: CODE_SHAPE };
    }
    return firstPasswordError(password, confirmPassword);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const broken = firstError();
    setFieldError(broken);
    if (broken) {
      inputs.current[broken.field]?.focus();
      return;
    }
    const read = readIdentifier(identifier);
    const by = token ? { token } : { ...('identifier' in read ? read.identifier : {}), code: code.replace(/\s/g, '') };
    try {
      const answer = await reset({ variables: { input: { ...by, password } } });
      navigate('/login', { replace: true, state: { passwordReset: answer.data?.resetPassword.message } });
    } catch (failure) {
      setServerError(errorMessage(failure, 'Failed to reset your password. Please try again.'));
    }
  };

  const textField = (field: 'identifier' | 'code', label: string, value: string, set: (value: string) => void) => {
    const message = errorFor(field);
    return (
      <div className="field">
        <label htmlFor={`reset-${field}`}>{label}</label>
        <input
          id={`reset-${field}`}
          ref={(element) => {
            inputs.current[field] = element;
          }}
          name={field}
          type="text"
          autoComplete={field === 'code' ? 'one-time-code' : 'username'}
          inputMode={field === 'code' ? 'numeric' : undefined}
          maxLength={field === 'code' ? 7 : undefined}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `reset-${field}-error` : undefined}
        />
        {message && (
          <p id={`reset-${field}-error`} className="field-error" role="alert">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="auth-page">
      <div className="panel auth-card">
        <header className="auth-head">
          <h1>Reset Password</h1>
          <p className="muted">
            {token
              ? 'Choose a new password for your account.'
              : 'Enter the 6-digit code we sent you by WhatsApp and choose a new password.'}
          </p>
        </header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          {!token && textField('identifier', 'Email or Phone Number', identifier, setIdentifier)}
          {!token && textField('code', '6-Digit Code', code, setCode)}
          <NewPasswordFields
            label="New Password"
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
              {serverError} <Link to="/forgot-password">Ask for a new one</Link>
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
            {loading ? 'Saving...' : 'Set New Password'}
          </button>
        </form>
        <p className="auth-switch">
          <Link to="/login">Back to Sign In</Link>
        </p>
      </div>
    </section>
  );
}
