import { StoredItemPage, storedItemMetadata } from '@/components/canada/StoredItemPage';

export const metadata = storedItemMetadata('job');

export default function StoredJobPage() {
  return <StoredItemPage kind="job" />;
}
