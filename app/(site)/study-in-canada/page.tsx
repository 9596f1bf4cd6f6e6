import { CanadaInfoPage } from '@/components/canada/CanadaInfoPage';
import { StudyEnquiry } from '@/components/canada/StudyEnquiry';
import { canadaPage } from '@/content/canada';
import { pageMetadata } from '@/lib/metadata';

const page = canadaPage('study-in-canada');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: `/${page.slug}`,
});

export default function StudyInCanadaPage() {
  return (
    <CanadaInfoPage page={page} action={{ href: '#study-form', label: 'Ask about a programme' }}>
      <StudyEnquiry />
    </CanadaInfoPage>
  );
}
