import Link from '@/components/ui/Link';
import { PortalPage } from '@/components/community/PortalPage';
import { RegisterForm } from '@/components/community/RegisterForm.client';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Create an account',
  description:
    'Register for the community portal: builders, engineers and partners of our projects.',
  path: '/community-register',
});

export default function RegisterPage() {
  return (
    <PortalPage
      title="Create an account"
      intro="All fields are required, except state and city where your country has none."
      needsScript
      aside={
        <p>
          Already registered? <Link href="/community-login">Log in</Link>.
        </p>
      }
    >
      <RegisterForm />
    </PortalPage>
  );
}
