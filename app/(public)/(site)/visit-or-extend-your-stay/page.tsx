import { CanadaInfoPage, canadaMetadata } from '@/components/canada/CanadaInfoPage';

export const metadata = canadaMetadata('visit-or-extend-your-stay');

export default function VisitOrExtendYourStayPage() {
  return <CanadaInfoPage slug="visit-or-extend-your-stay" />;
}
