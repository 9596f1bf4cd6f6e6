import Link from '@/components/ui/Link';

/** Beside every form's submit button: where the visitor learns what happens to their details. */
export function PrivacyLine() {
  return (
    <p className="privacy-line">
      How we use your details: <Link href="/privacy">privacy notice</Link>
    </p>
  );
}
