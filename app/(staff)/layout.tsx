import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { currentStaffSession } from '@/lib/auth/staff-session';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Every /staff page is rendered per request, behind the staff session (or on the way to one). */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await currentStaffSession();
  return (
    <>
      <StaffHeader session={session} />
      {children}
    </>
  );
}
