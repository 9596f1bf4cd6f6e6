import { CanadaInfoPage, canadaMetadata } from '@/components/canada/CanadaInfoPage';
import { JobPreferenceWizard } from '@/components/canada/wizard/JobPreferenceWizard';

export const metadata = canadaMetadata('work-in-canada');

export default function WorkInCanadaPage() {
  return (
    <CanadaInfoPage
      slug="work-in-canada"
      action={{ href: '#job-preferences', label: 'Find jobs that fit you' }}
    >
      <JobPreferenceWizard />
    </CanadaInfoPage>
  );
}
