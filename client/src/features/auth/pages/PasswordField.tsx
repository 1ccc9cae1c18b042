import { useId, useState } from 'react';
import './password-field.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  /** The message for this field, shown under it and announced. */
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A labelled password input with a Show/Hide toggle that keeps focus where it was. */
export function PasswordField({ label, value, onChange, autoComplete, name, error, inputRef }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          ref={inputRef}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="password-toggle"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" when making an account, "New Password" when replacing one. */
  label: string;
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  errorFor: (field: 'password' | 'confirmPassword') => string | undefined;
  /** Each input's ref, so the page can move the focus to the first field with an error. */
  refFor: (field: 'password' | 'confirmPassword') => React.Ref<HTMLInputElement>;
}

/** A new password and its confirmation, as registration, a staff invitation and a password reset ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { label, password, confirmPassword, onPassword, onConfirmPassword, errorFor, refFor } = props;
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={errorFor('password')}
        inputRef={refFor('password')}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPassword}
        error={errorFor('confirmPassword')}
        inputRef={refFor('confirmPassword')}
      />
    </>
  );
}
