import { FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { useAuthActions } from '../useSession';
import { NewPasswordFields } from './PasswordField';
import { firstRegistrationError, RegistrationField, RegistrationForm } from './registration-rules';
import './auth.css';

const EMPTY_FORM: RegistrationForm = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /register: Create Account. Checks the rules in the specification's order, then signs the new customer in. */
export function RegisterPage() {
  const shop = useShop();
  usePageTitle(`Create Account | ${shop.name}`);
  const { register } = useAuthActions();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_FORM);
  const [fieldError, setFieldError] = useState<{ field: RegistrationField; message: string } | null>(null);
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});

  const change = (field: RegistrationField) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const errorFor = (field: RegistrationField) => (fieldError?.field === field ? fieldError.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const broken = firstRegistrationError(form);
    setFieldError(broken);
    if (broken) {
      inputs.current[broken.field]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await register({
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        password: form.password,
      });
      toast.success('Registration successful!');
      navigate('/', { replace: true });
    } catch (failure) {
      setServerError(errorMessage(failure, 'Registration failed'));
      setSubmitting(false);
    }
  };

  const textField = (
    field: 'name' | 'email' | 'phone',
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => {
    const message = errorFor(field);
    const describedBy = [hint && `register-${field}-hint`, message && `register-${field}-error`]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={`register-${field}`}>{label}</label>
        <input
          id={`register-${field}`}
          ref={(element) => {
            inputs.current[field] = element;
          }}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={form[field]}
          onChange={(event) => change(field)(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint && (
          <small id={`register-${field}-hint`} className="muted">
            {hint}
          </small>
        )}
        {message && (
          <p id={`register-${field}-error`} className="field-error" role="alert">
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
          <h1>Create Account</h1>
          <p className="muted">Save your details, track your orders and check out faster.</p>
        </header>
        <form onSubmit={submit} noValidate>
          {textField('name', 'Full Name', 'text', 'name', '3 to 15 letters and spaces')}
          {textField('email', 'Email', 'email', 'email')}
          {textField('phone', 'Phone Number', 'tel', 'tel', 'For example 0300 1234567')}
          <NewPasswordFields
            label="Password"
            password={form.password}
            confirmPassword={form.confirmPassword}
            onPassword={change('password')}
            onConfirmPassword={change('confirmPassword')}
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
            {submitting ? 'Creating Account...' : 'Create Account'}
          </button>
        </form>
        <p className="auth-switch">
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
      </div>
    </section>
  );
}
