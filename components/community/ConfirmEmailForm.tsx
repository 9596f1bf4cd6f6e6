import Link from '@/components/ui/Link';

/**
 * A plain form post, with or without JavaScript: the handler answers with a redirect to the
 * members area (signed in), back here with the same link and a `retry` message (a wrong
 * password), or back with `?failed=1`, which shows `failure`.
 */
export function ConfirmEmailForm({
  token,
  failure,
  retry,
}: {
  token?: string;
  failure?: string;
  retry?: string;
}) {
  // A dead or malformed link cannot be retried: offer the ways forward instead of the button.
  if (failure) {
    return (
      <div className="actions">
        <div className="form-message error" role="alert">
          <p>{failure}</p>
        </div>
        <Link className="button-link" href="/community-register">
          Register
        </Link>
        <Link className="button-link" href="/community-reset-password">
          Reset password
        </Link>
      </div>
    );
  }
  return (
    <form method="post" action="/api/community/confirm-email">
      {retry && (
        <div className="form-message error" role="alert" id="confirm-error">
          <p>{retry}</p>
        </div>
      )}
      <input type="hidden" name="token" value={token} />
      <div className="field">
        <label htmlFor="confirm-password">Password</label>
        <input
          id="confirm-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={256}
          aria-describedby={retry ? 'confirm-error' : undefined}
        />
      </div>
      <div className="actions">
        <button type="submit">Confirm my address</button>
      </div>
    </form>
  );
}
