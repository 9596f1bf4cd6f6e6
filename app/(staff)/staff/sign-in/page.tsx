import type { Metadata } from 'next';
import { StaffForm } from '@/components/staff/StaffForm';

export const metadata: Metadata = {
  title: 'Staff sign-in',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffSignInPage({ searchParams }: Props) {
  const { error } = await searchParams;
  return (
    <StaffForm title="Staff sign-in" error={error} action="/api/staff/sign-in" submit="Continue">
      <label>
        E-mail address
        <input type="email" name="email" autoComplete="username" required maxLength={254} />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={128}
        />
      </label>
    </StaffForm>
  );
}
