import { CanadaInfoPage } from '@/components/canada/CanadaInfoPage';
import { canadaPage } from '@/content/canada';
import { pageMetadata } from '@/lib/metadata';

const page = canadaPage('visit-or-extend-your-stay');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: `/${page.slug}`,
});

export default function VisitOrExtendYourStayPage() {
  return <CanadaInfoPage page={page} />;
}
