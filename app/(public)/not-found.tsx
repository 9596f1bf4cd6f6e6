import type { Metadata } from 'next';
import { ErrorView } from '@/components/ErrorView';
import Link from '@/components/ui/Link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return <ErrorView text="404 Not Found" link={Link} />;
}
