import type { Metadata } from 'next';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { StaffPage } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { listTemplates } from '@/lib/db/queries/reply-templates';
import { deleteTemplate, saveTemplate } from '../actions';

export const metadata: Metadata = { title: 'Saved replies' };

const hint = 'Write {name} and {reference}: each reply fills in the visitor’s name and reference.';

/**
 * The saved replies staff start a reply from (admins manage them): add, edit, delete. Each
 * change is in the audit log.
 */
export default async function SavedRepliesPage() {
  await requireStaffPage('admin');
  const templates = await listTemplates();
  return (
    <StaffPage>
      <h1>Saved replies</h1>
      <p>Staff choose one on an enquiry&rsquo;s page, edit it if needed, and send it. {hint}</p>
      <FormFrame>
        <h2>Add a saved reply</h2>
        <ActionForm
          action={saveTemplate}
          idPrefix="template-new"
          permalink="/staff/replies"
          label="Add a saved reply"
          submitLabel="Add"
          fields={[
            { kind: 'hidden', name: 'id', value: '' },
            { kind: 'text', name: 'title', label: 'Title', autoComplete: 'off', maxLength: 120 },
            { kind: 'textarea', name: 'body', label: 'Reply', rows: 6, maxLength: 10_000 },
          ]}
        />
        {templates.map((template) => (
          <section key={template.id} aria-labelledby={`template-${template.id}-title`}>
            <h2 id={`template-${template.id}-title`}>{template.title}</h2>
            <ActionForm
              action={saveTemplate}
              idPrefix={`template-${template.id}`}
              permalink="/staff/replies"
              label={`Edit “${template.title}”`}
              submitLabel="Save"
              fields={[
                { kind: 'hidden', name: 'id', value: template.id },
                {
                  kind: 'text',
                  name: 'title',
                  label: 'Title',
                  autoComplete: 'off',
                  maxLength: 120,
                  defaultValue: template.title,
                },
                {
                  kind: 'textarea',
                  name: 'body',
                  label: 'Reply',
                  rows: 6,
                  maxLength: 10_000,
                  defaultValue: template.body,
                },
              ]}
            />
          </section>
        ))}
        {templates.length > 0 && (
          <>
            <h2>Delete a saved reply</h2>
            <ActionForm
              action={deleteTemplate}
              idPrefix="template-delete"
              permalink="/staff/replies"
              label="Delete a saved reply"
              submitLabel="Delete"
              tone="danger"
              fields={[
                {
                  kind: 'select',
                  name: 'id',
                  label: 'Saved reply',
                  placeholder: 'Choose one',
                  options: templates.map((template) => ({
                    value: template.id,
                    label: template.title,
                  })),
                },
              ]}
            />
          </>
        )}
      </FormFrame>
    </StaffPage>
  );
}
