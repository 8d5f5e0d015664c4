import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { signIn } from './session.ts';

/**
 * The tools' sign-in (shown for every tools address until someone is signed in). Plain labelled
 * fields the browser's password manager knows; a refusal is announced and takes the focus, so a
 * keyboard or screen-reader user hears it and continues from there.
 */
export function SignInPage() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const message = await signIn(
      String(form.get('user') ?? ''),
      String(form.get('password') ?? ''),
    );
    setBusy(false);
    setError(message);
  }

  return (
    <>
      <header className="tools-header">
        <span className="tools-header__name">Weather site tools</span>
      </header>
      <main id="tools-main" className="tools-main tools-signin">
        <h1>Sign in</h1>
        <p>
          The preview is for editors, the QA explorer for QA. Ask whoever runs the site for an
          account.
        </p>
        {error && (
          <div className="tools-signin__error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </div>
        )}
        <form onSubmit={submit}>
          <label htmlFor="tools-user">User name</label>
          <input
            id="tools-user"
            name="user"
            autoComplete="username"
            required
            autoFocus
            spellCheck={false}
            autoCapitalize="none"
          />
          <label htmlFor="tools-password">Password</label>
          <input
            id="tools-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {/* aria-disabled, not disabled: a disabled button would drop the focus to the page. */}
          <button type="submit" aria-disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </>
  );
}
