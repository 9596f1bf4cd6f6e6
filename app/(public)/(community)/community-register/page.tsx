import Link from '@/components/ui/Link';
import { PortalPage } from '@/components/community/PortalPage';
import { RegisterForm } from '@/components/community/RegisterForm.client';
import { listCountries } from '@/lib/locations';
import { pageMetadata } from '@/lib/metadata';
import { register } from '../actions';

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
      aside={
        <p>
          Already registered? <Link href="/community-login">Log in</Link>.
        </p>
      }
    >
      {/* The countries come with the page, so the form works before (and without) its script. */}
      <RegisterForm action={register} countries={listCountries()} permalink="/community-register" />
    </PortalPage>
  );
}
