import { StoredItemPage, storedItemMetadata } from '@/components/canada/StoredItemPage';

export const metadata = storedItemMetadata('business');

export default function StoredBusinessPage() {
  return <StoredItemPage kind="business" />;
}
