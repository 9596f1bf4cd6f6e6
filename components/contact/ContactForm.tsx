import type { ServerFormAction } from '@/components/forms/use-server-form';
import { EnquiryForm } from '@/components/enquiries/EnquiryForm.client';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { contactFields, phoneHints, type InputSpec } from '@/components/forms/field-spec';
import { catalogue, specialistServices } from '@/content/services';
import { contactTopics } from '@/lib/validation/enquiry-rules';

const fields: InputSpec[] = [
  {
    kind: 'select',
    name: 'topic',
    label: 'What is your enquiry about?',
    options: contactTopics.map((topic) => ({ value: topic.value, label: topic.label })),
    // Nothing chosen until the visitor chooses (or a link from a service page or a Canada page
    // says): a default would send a job seeker who skips it to the services team.
    placeholder: 'Choose a topic',
    hint: 'This sends your message to the right team.',
  },
  {
    kind: 'select',
    name: 'service',
    label: 'Service',
    optional: true,
    options: [...catalogue, ...specialistServices].map((service) => ({
      value: service.slug,
      label: service.title,
    })),
    placeholder: 'No particular service',
  },
  contactFields.name,
  contactFields.email,
  { ...contactFields.phone, hint: phoneHints.offices },
  {
    kind: 'text',
    name: 'organisation',
    label: 'Organisation',
    optional: true,
    autoComplete: 'organization',
    maxLength: 160,
  },
  {
    kind: 'textarea',
    name: 'message',
    label: 'Your message',
    hint: 'For a service: the asset or site, the work and the timing.',
    maxLength: 4000,
  },
];

/** The contact page's enquiry form; ?service=<slug> (from a service page) and ?type=<topic> pre-fill it. */
export function ContactForm({ action }: { action: ServerFormAction }) {
  return (
    <EnquirySection id="contact-form" heading="Send us an enquiry">
      <EnquiryForm
        action={action}
        permalink="/contact-us"
        kind="contact"
        fields={fields}
        submitLabel="Send enquiry"
        prefillFromQuery={{ service: 'service', type: 'topic' }}
        confirmation={{
          title: 'Thank you: we have your enquiry',
          text: 'The right team will reply by e-mail within two working days.',
        }}
      />
    </EnquirySection>
  );
}
