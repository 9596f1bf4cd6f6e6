import type { ServerFormAction } from '@/components/forms/use-server-form';
import styled from 'styled-components';
import { EnquiryForm } from '@/components/enquiries/EnquiryForm.client';
import { panelStyles } from '@/components/enquiries/EnquirySection';
import { FormFrame } from '@/components/forms/FormFrame';
import { contactFields, phoneHints, type EnquiryFieldSpec } from '@/components/forms/field-spec';
import { CV_ACCEPT } from '@/lib/validation/enquiry-rules';
import { color } from '@/lib/theme';

const Wrapper = styled.div`
  margin-top: 2.5rem;
  .disclosure-button {
    display: inline-block;
    list-style: none;
    margin-bottom: 1.5rem;
    min-height: 48px;
    padding: 0.75rem 2rem;
    border-radius: 6px;
    border: 2px solid ${color.amber};
    background: ${color.amber};
    color: #fff;
    font: inherit;
    font-weight: 700;
    letter-spacing: 0.04em;
    cursor: pointer;
  }
  .disclosure-button::-webkit-details-marker {
    display: none;
  }
  .disclosure-button:hover {
    background: #92400e;
  }
  details[open] > .disclosure-button {
    background: #fff;
    color: ${color.amber};
  }
  .enquiry-panel {
    ${panelStyles}
  }
`;

/**
 * Apply: the platform's disclosure opens the application form (with or without JavaScript, from
 * the keyboard too). The form draws it, so that a post's answer opens it.
 */
export function JobApplication({
  job,
  action,
}: {
  job: { slug: string; title: string };
  action: ServerFormAction;
}) {
  const fields: EnquiryFieldSpec[] = [
    { kind: 'hidden', name: 'job', value: job.slug },
    contactFields.name,
    contactFields.email,
    { ...contactFields.phone, optional: false, hint: phoneHints.canada },
    // Required, one of two ways (lib/validation/enquiries.ts): the group says so, once.
    {
      kind: 'group',
      name: 'cv-answer',
      legend: 'Your CV',
      hint: 'Upload a file or give a link: one of the two is needed.',
      fields: [
        {
          kind: 'file',
          name: 'cv',
          label: 'Upload your CV',
          accept: CV_ACCEPT,
          hint: 'PDF, DOC or DOCX, up to 5 MB.',
        },
        {
          kind: 'text',
          name: 'cvLink',
          label: 'Or a link to your CV',
          type: 'url',
          hint: 'To a shared document, starting with https://',
          maxLength: 500,
        },
      ],
    },
    {
      kind: 'textarea',
      name: 'message',
      label: 'Message to the recruiter',
      optional: true,
      maxLength: 4000,
    },
  ];
  return (
    <Wrapper>
      <FormFrame>
        <EnquiryForm
          action={action}
          permalink={`/job-detail-page/${job.slug}`}
          kind="job-application"
          fields={fields}
          submitLabel="Send application"
          pendingLabel="Sending application…"
          disclosure={{ summary: 'Apply', heading: `Apply: ${job.title}`, id: 'apply-form' }}
          confirmation={{
            title: 'Thank you: your application has been sent',
            text: 'Our recruiter will read it and reply by e-mail within five working days.',
          }}
        />
      </FormFrame>
    </Wrapper>
  );
}
