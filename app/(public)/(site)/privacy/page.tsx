import Link from '@/components/ui/Link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Prose, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Privacy notice',
  description: `What ${company.name} collects through its forms and community portal, why, how long it is kept, and your rights.`,
  path: '/privacy',
});

const [headOffice] = company.offices;

export default function PrivacyPage() {
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Privacy notice', path: '/privacy' }]} />
          <h1>Privacy notice</h1>
          <p>
            What we collect when you write to us, apply for a job or join the community, why we need
            it, how long we keep it and what you can ask of us.
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Prose>
            <h2>Who we are</h2>
            <p>
              {company.legalName}, with offices in Port Harcourt (Nigeria) and Manchester (United
              Kingdom), is responsible for the personal data described here. We handle it under the
              UK General Data Protection Regulation and the Data Protection Act 2018, and under
              Nigeria&rsquo;s Data Protection Act 2023 (NDPA).
            </p>
            <h2>What each form collects, and why</h2>
            <ul>
              <li>
                <strong>Contact form</strong>: your name, e-mail address, optional phone number, the
                topic and your message, so that we can answer you.
              </li>
              <li>
                <strong>Job applications</strong>: your name, contact details, the position and your
                CV, so that our recruiters can consider you for that position.
              </li>
              <li>
                <strong>Study in Canada</strong>: your name, contact details and the programme,
                school and length of study you are interested in, so that our advisers can answer.
              </li>
              <li>
                <strong>Business enquiries</strong>: your name, contact details and the business you
                asked about, so that we can put you in touch with the seller.
              </li>
              <li>
                <strong>Community portal</strong>: your name, username, e-mail address, optional
                phone number, gender if you give it, and location, and a password we store only as a
                one-way hash, to give you an account; and the enquiries sent from your address once
                you have confirmed it, so that you can follow them.
              </li>
              <li>
                <strong>Supplier companies</strong>: a company&rsquo;s registration details, the
                documents it uploads (photos without their location or camera details), and the
                name, role and contact details of its responsible person with a photo of their
                identity document, so that we can verify the company before it works with us, as
                operators require of their contractors. Once it is verified: its interest in our
                opportunities, the questions it asks (other companies see our answers, never who
                asked), its expressions of interest with their files, and its answers to our polls,
                so that we can consider it for the work; they go with the company (a question we
                answered stays published, linked to no one).
              </li>
              <li>
                <strong>E-mail alerts</strong>: your e-mail address and the search you asked us to
                watch (job preferences or a business search), and when we last wrote to you, so that
                we can e-mail you new jobs or listings like it, at most once a day. You need no
                account; nothing is sent until you confirm the address from the link we mail you.
              </li>
            </ul>
            <p>
              We rely on your request (answering an enquiry, considering an application), for the
              portal on the agreement you make when you register, and for an alert on your consent,
              which you withdraw by stopping it. Every form sends us an acknowledgement by e-mail
              with a reference. We do not sell your data or use it for advertising, and the site
              sets no tracking cookies: the only cookies are the ones that keep you signed in, and
              one that holds the time you opened a page with an enquiry form (for a day), so that
              messages sent faster than a person can type are set aside as likely spam.
            </p>
            <h2>Who sees it</h2>
            <p>
              Only our staff who work on enquiries and applications, after signing in with a second
              factor; every time one of them opens personal data or a CV, it is recorded. Our e-mail
              provider carries the messages we send.
            </p>
            <h2>How long we keep it</h2>
            <p>
              Enquiries and applications, with their CVs, are erased automatically one year after
              they arrive, unless we have told you of a different period. A community account is
              kept until you delete it from the members area, which also erases every enquiry and CV
              in it and your alerts. You can withdraw an application there at any time; its CV is
              deleted at once.
            </p>
            <p>
              A supplier company&rsquo;s details and documents are kept while it is on the portal:
              it goes, documents and all, when its last member deletes their account or asks us to
              erase their data, and a draft nobody has touched for 180 days is deleted. The files of
              a document we rejected are deleted 30 days later. Identity document images are sealed
              with a key the database does not hold, seen only by our reviewers (each view recorded)
              and deleted as soon as they decide, or after 30 days if they have not; we keep the
              decision, the type of document and the last four characters of its number. Nothing
              compares faces automatically.
            </p>
            <p>
              An alert is kept until you stop it: every alert e-mail has a link that stops it in one
              click, and members stop theirs in the members area too. A request you never confirm is
              deleted after 3 days.
            </p>
            <p>
              So that a failed disk or a mistake loses nothing, we keep backup copies of the
              database that holds all of this: one a day, each kept for two weeks and never longer
              than the year above. Whatever we erase, at your request or when its time is up, is
              therefore gone from the backups within two weeks. They stay on our own server,
              readable only by the system account that runs the site.
            </p>
            <h2>Your rights</h2>
            <p>
              You may ask for a copy of your data, for its correction or erasure, object to its use
              or ask us to limit it, and receive it in a portable form. Write to us and we will
              answer within one month. If you are not satisfied, you may complain to the Information
              Commissioner&rsquo;s Office (UK) or the Nigeria Data Protection Commission.
            </p>
            <h2>Contact</h2>
            <p>
              E-mail <a href={`mailto:${company.email}`}>{company.email}</a>, or write to{' '}
              {headOffice?.name}, {headOffice?.streetAddress}, {headOffice?.locality},{' '}
              {headOffice?.country}. You can also use our{' '}
              <Link href="/contact-us">contact form</Link>.
            </p>
          </Prose>
        </Container>
      </Section>
    </>
  );
}
