import Link from '@/components/ui/Link';

/**
 * A plain form post, with or without JavaScript: the handler answers with a redirect to the
 * members area (signed in) or back here with `?failed=1`, which shows `failure`.
 */
export function ConfirmEmailForm({ token, failure }: { token?: string; failure?: string }) {
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
      <input type="hidden" name="token" value={token} />
      <div className="actions">
        <button type="submit">Confirm my address</button>
      </div>
    </form>
  );
}
