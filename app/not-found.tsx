import type { Metadata } from 'next';
import { ErrorView } from '@/components/ErrorView';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <Header />
      <main id="main">
        <ErrorView text="404 Not Found" />
      </main>
      <Footer />
    </>
  );
}
