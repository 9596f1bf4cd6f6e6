import { EnquiryForm } from '@/components/enquiries/EnquiryForm.client';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { contactFields, type FieldSpec } from '@/components/enquiries/field-spec';

/** "Contact the seller": an enquiry about one listing, passed on by our team. */
export function BusinessEnquiry({ business }: { business: { id: string; title: string } }) {
  const fields: FieldSpec[] = [
    { kind: 'hidden', name: 'business', value: business.id },
    contactFields.name,
    contactFields.email,
    contactFields.phone,
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
