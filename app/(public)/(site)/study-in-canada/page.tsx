import { CanadaInfoPage, canadaMetadata } from '@/components/canada/CanadaInfoPage';
import { StudyEnquiry } from '@/components/canada/StudyEnquiry';
import { sendEnquiry } from '../actions';

export const metadata = canadaMetadata('study-in-canada');

export default function StudyInCanadaPage() {
  return (
    <CanadaInfoPage
      slug="study-in-canada"
      action={{ href: '#study-form', label: 'Ask about a programme' }}
    >
      <StudyEnquiry action={sendEnquiry} />
    </CanadaInfoPage>
  );
}
