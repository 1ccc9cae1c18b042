import { type GraphiQLPlugin, useGraphiQL, useGraphiQLActions } from '@graphiql/react';
import { type FormEvent, useState } from 'react';
import { LOGIN_MUTATION } from './operations';

const ENDPOINT = '/graphql';

function KeyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" strokeLinecap="round" />
    </svg>
  );
}

/** The headers in the Headers editor, as an object (an unreadable text counts as none). */
function readHeaders(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Status = { kind: 'idle' | 'busy' | 'ok' | 'error'; text: string };

/** Runs the login mutation and writes `Authorization: Bearer <token>` into the Headers editor. */
function SignIn() {
  const headerEditor = useGraphiQL((state) => state.headerEditor);
  const tabHeaders = useGraphiQL((state) => state.tabs[state.activeTabIndex]?.headers);
  const { updateActiveTabValues } = useGraphiQLActions();
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });

  /**
   * Puts a sign-in token (`Authorization: Bearer`) or an integration's key (`X-Api-Key`) into the Headers editor (or
   * the tab, when the editor is not up), keeping other headers; one of the two at a time.
   */
  const writeCredential = (credential: { token: string } | { key: string } | null) => {
    const headers = readHeaders(headerEditor ? headerEditor.getValue() : (tabHeaders ?? undefined));
    delete headers.Authorization;
    delete headers['X-Api-Key'];
    const added =
      credential === null
        ? {}
        : 'token' in credential
          ? { Authorization: `Bearer ${credential.token}` }
          : { 'X-Api-Key': credential.key };
    const text = JSON.stringify({ ...added, ...headers }, null, 2);
    if (headerEditor) headerEditor.setValue(text);
    else updateActiveTabValues({ headers: text });
  };
  const writeToken = (token: string | null) => writeCredential(token === null ? null : { token });

  const applyKey = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('key') ?? '').trim();
    if (!/^volt_[A-Za-z0-9_-]{20,}$/.test(key))
      return setStatus({ kind: 'error', text: 'Paste a key as the API Keys page showed it (volt_…).' });
    writeCredential({ key });
    setStatus({ kind: 'ok', text: 'The key is in the Headers editor (X-Api-Key): requests act within its scopes.' });
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'busy') return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) return setStatus({ kind: 'error', text: 'Enter your email and password.' });
    setStatus({ kind: 'busy', text: 'Signing in…' });
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: LOGIN_MUTATION,
          variables: { input: { email, password } },
          operationName: 'Login',
        }),
      });
      const body = (await response.json().catch(() => undefined)) as
        | {
            data?: { login?: { token: string; user: { name: string; role: string } } };
            errors?: Array<{ message?: string }>;
          }
        | undefined;
      if (!body) throw new Error(`The server answered HTTP ${response.status} without a GraphQL response.`);
      if (body.errors?.length) throw new Error(body.errors.map((item) => item.message || 'Unknown error').join(' '));
      const payload = body.data?.login;
      if (!payload?.token) throw new Error('The server did not answer a token.');
      writeToken(payload.token);
      setStatus({
        kind: 'ok',
        text: `Signed in as ${payload.user.name} (${payload.user.role}). The token is in the Headers editor.`,
      });
    } catch (error) {
      setStatus({ kind: 'error', text: (error as Error).message });
    }
  };

  const signOut = () => {
    writeToken(null);
    setStatus({ kind: 'ok', text: 'Signed out: the Authorization and X-Api-Key headers were removed.' });
  };

  return (
    <section className="volt-panel" aria-labelledby="volt-sign-in-heading">
      <h2 id="volt-sign-in-heading" className="graphiql-doc-explorer-title">
        Sign in
      </h2>
      <p className="volt-hint">
        Runs the <code>login</code> mutation and puts the token into the Headers editor.
      </p>
      <form className="volt-form" onSubmit={signIn} noValidate>
        <label htmlFor="volt-sign-in-email">Email</label>
        <input
          id="volt-sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder="customer@volt.demo"
          required
        />
        <label htmlFor="volt-sign-in-password">Password</label>
        <input id="volt-sign-in-password" name="password" type="password" autoComplete="current-password" required />
        <div className="volt-actions">
          <button type="submit" className="graphiql-button" aria-disabled={status.kind === 'busy'}>
            Sign in
          </button>
          <button type="button" className="graphiql-button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </form>
      <form className="volt-form" onSubmit={applyKey} noValidate>
        <label htmlFor="volt-api-key">Or an API key</label>
        <input id="volt-api-key" name="key" type="password" autoComplete="off" placeholder="volt_…" />
        <div className="volt-actions">
          <button type="submit" className="graphiql-button">
            Use key
          </button>
        </div>
      </form>
      <p className={`volt-status volt-status-${status.kind}`} role="status" aria-live="polite">
        {status.text}
      </p>
      <p className="volt-hint">
        Demo accounts: <code>customer@volt.demo</code> / <code>customer123</code>, <code>admin@volt.demo</code> /{' '}
        <code>admin123</code>.
      </p>
    </section>
  );
}

export const signInPlugin: GraphiQLPlugin = { title: 'Sign in', icon: KeyIcon, content: SignIn };
