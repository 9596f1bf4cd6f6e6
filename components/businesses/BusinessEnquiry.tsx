import type { ServerFormAction } from '@/components/forms/use-server-form';
import { EnquiryForm } from '@/components/enquiries/EnquiryForm.client';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { contactFields, phoneHints, type InputSpec } from '@/components/forms/field-spec';

/** "Contact the seller": an enquiry about one listing, passed on by our team. */
export function BusinessEnquiry({
  business,
  action,
}: {
  business: { id: string; title: string };
  action: ServerFormAction;
}) {
  const fields: InputSpec[] = [
    { kind: 'hidden', name: 'business', value: business.id },
    contactFields.name,
    contactFields.email,
    { ...contactFields.phone, hint: phoneHints.canada },
    {
      kind: 'textarea',
      name: 'message',
      label: 'Your message to the seller',
      hint: 'What would you like to know? For example the accounts, the lease or a visit.',
      maxLength: 4000,
    },
  ];
  return (
    <EnquirySection
      id="seller-form"
      heading="Contact the seller"
      intro={
        <p>We pass your message to the seller of “{business.title}” and copy you on the reply.</p>
      }
    >
      <EnquiryForm
        action={action}
        permalink={`/business-details-page/${business.id}`}
        kind="business"
        fields={fields}
        submitLabel="Send to the seller"
        confirmation={{
          title: 'Thank you: your message is on its way',
          text: 'We have passed it to the seller. Expect a reply by e-mail within three working days.',
        }}
      />
    </EnquirySection>
  );
}
