import type { ServerFormAction } from '@/components/forms/use-server-form';
import { EnquiryForm } from '@/components/enquiries/EnquiryForm.client';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { contactFields, phoneHints, type InputSpec } from '@/components/forms/field-spec';
import { Container, Section } from '@/components/ui/primitives';
import { studyOptions } from '@/content/study-options';
import { LegalNotice } from './LegalNotice';

const fields: InputSpec[] = [
  {
    kind: 'select',
    name: 'program',
    label: 'Program',
    options: studyOptions.programs,
    placeholder: 'Choose a program',
  },
  {
    kind: 'select',
    name: 'school',
    label: 'University',
    options: studyOptions.schools,
    placeholder: 'Choose a university',
  },
  {
    kind: 'select',
    name: 'duration',
    label: 'Length of study',
    options: studyOptions.durations.map((years) => ({
      value: String(years),
      label: years === 1 ? '1 year' : `${years} years`,
    })),
    placeholder: 'Choose how many years',
  },
  contactFields.name,
  contactFields.email,
  { ...contactFields.phone, hint: phoneHints.canada },
  {
    kind: 'textarea',
    name: 'message',
    label: 'Anything else we should know',
    optional: true,
    hint: 'For example your current qualifications and when you would like to start.',
    maxLength: 4000,
  },
];

/** The study form on /study-in-canada: it records an enquiry and confirms it. */
export function StudyEnquiry({ action }: { action: ServerFormAction }) {
  return (
    <Section $tone="mist">
      <Container>
        <EnquirySection
          id="study-form"
          heading="Tell us what you would like to study"
          intro={
            <LegalNotice>
              We reply with the university’s admission steps. We are not its agent and this is not
              immigration advice.
            </LegalNotice>
          }
        >
          <EnquiryForm
            action={action}
            permalink="/study-in-canada"
            kind="study"
            fields={fields}
            submitLabel="Submit"
            confirmation={{
              title: 'Thank you: we have your study enquiry',
              text: 'An adviser will e-mail you within two working days with the university’s admission steps and deadlines.',
            }}
          />
        </EnquirySection>
      </Container>
    </Section>
  );
}
