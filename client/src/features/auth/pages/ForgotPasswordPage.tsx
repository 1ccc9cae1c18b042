import { useMutation } from '@apollo/client/react';
import { FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PasswordResetChannel } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { RequestPasswordResetMutation } from '../password-reset.graphql';
import { readIdentifier } from './account-identifier';
import './auth.css';

/**
 * /forgot-password: the account's e-mail or phone. The answer is the same whether or not an account has it; when the
 * shop sends codes by WhatsApp, the page leads on to entering the code.
 */
export function ForgotPasswordPage() {
  const shop = useShop();
  usePageTitle(`Forgot Password | ${shop.name}`);
  const [ask, { loading }] = useMutation(RequestPasswordResetMutation);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [serverError, setServerError] = useState('');
  const [answer, setAnswer] = useState<{ message: string; channel: PasswordResetChannel; typed: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const read = readIdentifier(text);
    if ('error' in read) {
      setFieldError(read.error);
      input.current?.focus();
      return;
    }
    setFieldError('');
    try {
      const result = await ask({ variables: { input: read.identifier } });
      const sent = result.data?.requestPasswordReset;
      if (sent) setAnswer({ ...sent, typed: text.trim() });
    } catch (failure) {
      setServerError(errorMessage(failure, 'Failed to send the reset. Please try again.'));
    }
  };

  if (answer) {
    return (
      <section className="auth-page">
        <div className="panel auth-card">
          <header className="auth-head">
            <h1>{answer.channel === 'WHATSAPP' ? 'Check WhatsApp' : 'Check Your Email'}</h1>
          </header>
          <p role="status">{answer.message}</p>
          <div className="auth-actions">
            {answer.channel === 'WHATSAPP' && (
              <Link to="/reset-password" state={{ identifier: answer.typed }} className="btn btn-primary btn-block">
                Enter the Code
              </Link>
            )}
            <Link to="/login" className="btn btn-outline btn-block">
              Back to Sign In
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-page">
      <div className="panel auth-card">
        <header className="auth-head">
          <h1>Forgot Password?</h1>
          <p className="muted">
            Enter the email or phone number of your account and we will help you set a new password.
          </p>
        </header>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor="forgot-identifier">Email or Phone Number</label>
            <input
              id="forgot-identifier"
              ref={input}
              name="identifier"
              type="text"
              autoComplete="username"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'forgot-identifier-error' : undefined}
            />
            {fieldError && (
              <p id="forgot-identifier-error" className="field-error" role="alert">
                {fieldError}
              </p>
            )}
          </div>
          {serverError && (
            <p className="form-error" role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
            {loading ? 'Sending...' : 'Send Reset'}
          </button>
        </form>
        <p className="auth-switch">
          Remembered it? <Link to="/login">Sign In</Link>
        </p>
      </div>
    </section>
  );
}
