import { StaffNav } from '@/components/staff/StaffNav';

/** The navigation on the inbox, /staff (the layout's `nav` slot). */
export default function NavSlot() {
  return <StaffNav path={[]} />;
}
