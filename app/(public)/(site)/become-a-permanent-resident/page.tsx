import { CanadaInfoPage, canadaMetadata } from '@/components/canada/CanadaInfoPage';

export const metadata = canadaMetadata('become-a-permanent-resident');

export default function BecomeAPermanentResidentPage() {
  return <CanadaInfoPage slug="become-a-permanent-resident" />;
}
