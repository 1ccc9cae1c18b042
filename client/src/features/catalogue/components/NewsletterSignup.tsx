import { FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_WAIT_MS } from '../../../ui/constants';
import { EMAIL_PATTERN } from '../../../ui/contact-rules';
import { useTextTypedEarly } from '../../../ui/useTextTypedEarly';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** Newsletter signup. Nothing is sent: the submission is simulated (1 s wait, then the success message). */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const field = useRef<HTMLInputElement>(null);
  useTextTypedEarly(field, email, setEmail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field's own text: a form sent before the app started is sent again before the state has it.
    const address = (field.current?.value ?? email).trim();
    if (!address) return setOutcome({ kind: 'error', text: 'Please enter your email address' });
    if (!EMAIL_PATTERN.test(address)) return setOutcome({ kind: 'error', text: 'Please enter a valid email address' });
    setOutcome(null);
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setEmail('');
      setOutcome({ kind: 'success', text: 'Successfully subscribed to our newsletter!' });
    }, NEWSLETTER_WAIT_MS);
  };

  const invalid = outcome?.kind === 'error';
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">Subscribe to our Newsletter</h2>
        <p>New arrivals, restocks and deals, straight to your inbox.</p>
      </div>
      <form className="newsletter-form" onSubmit={submit} noValidate>
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          ref={field}
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid}
          aria-describedby="newsletter-message"
        />
        <button type="submit" className="btn btn-accent" disabled={sending} aria-busy={sending}>
          {sending ? 'Subscribing...' : 'Subscribe'}
        </button>
        <p id="newsletter-message" className={`newsletter-message ${outcome?.kind ?? ''}`} role="status">
          {outcome?.text}
        </p>
      </form>
      <p className="newsletter-privacy small">
        We respect your privacy. Read our <Link to="/info/privacy">Privacy Policy</Link>.
      </p>
    </section>
  );
}
