/**
 * Sign out here, or everywhere: a plain form, with or without JavaScript. The answer is a
 * redirect, so the browser loads the login page afresh and keeps no page it cached signed in.
 */
export function SignOutButtons() {
  return (
    <form className="actions" method="post" action="/api/community/logout">
      <button type="submit">Sign out</button>
      <button type="submit" className="secondary" name="everywhere" value="1">
        Sign out of every device
      </button>
    </form>
  );
}
