import { CanadaInfoPage } from '@/components/canada/CanadaInfoPage';
import { canadaPage } from '@/content/canada';
import { pageMetadata } from '@/lib/metadata';

const page = canadaPage('become-a-permanent-resident');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: `/${page.slug}`,
});

export default function BecomeAPermanentResidentPage() {
  return <CanadaInfoPage page={page} />;
}
