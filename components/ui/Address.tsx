/** An e-mail address that may break after its @ and dots on a phone, never inside a word. */
export function Address({ email }: { email: string | null }) {
  if (!email) return <>—</>;
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="address">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}
