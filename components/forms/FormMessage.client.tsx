'use client';

/** One message for the whole form: a failure (role=alert) or a confirmation (role=status). */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <div className={`form-message ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{message}</p>
    </div>
  );
}
