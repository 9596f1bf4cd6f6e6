import { StaffNav } from '@/components/staff/StaffNav';

/** The navigation on a back office page under /staff/... (the layout's `nav` slot). */
export default async function NavSlot({ params }: { params: Promise<{ path: string[] }> }) {
  return <StaffNav path={(await params).path} />;
}
