import { CanadaInfoPage } from '@/components/canada/CanadaInfoPage';
import { JobPreferenceWizard } from '@/components/canada/wizard/JobPreferenceWizard';
import { canadaPage } from '@/content/canada';
import { pageMetadata } from '@/lib/metadata';

const page = canadaPage('work-in-canada');

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: `/${page.slug}`,
});

export default function WorkInCanadaPage() {
  return (
    <CanadaInfoPage
      page={page}
      action={{ href: '#job-preferences', label: 'Find jobs that fit you' }}
    >
      <JobPreferenceWizard />
    </CanadaInfoPage>
  );
}
