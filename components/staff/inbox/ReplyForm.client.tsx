'use client';

import { useState, type MouseEvent } from 'react';
import { FieldControl } from '@/components/forms/FieldControl.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { withSavedReply } from '@/lib/enquiries/reply-draft';

/** A saved reply as this enquiry's visitor would read it ({name} and {reference} filled in). */
export type SavedReply = { id: string; title: string; text: string };

type Props = {
  id: string;
  email: string;
  action: ServerFormAction;
  saved: SavedReply[];
  /** Made with each drawing of the page: the same post twice is one reply. */
  submissionKey: string;
};

/**
 * The reply to the visitor, with the saved replies to start from in the same form, so that
 * choosing one never throws away what was typed. With JavaScript, "Use this reply" puts the
 * saved reply into the box at once; without, the form posts what was typed with the choice, and
 * the page comes back with the two joined by the same rule (withSavedReply). "Send reply" sends.
 */
export function ReplyForm({ id, email, action, saved, submissionKey }: Props) {
  const [added, setAdded] = useState('');

  const use = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    const choice = form?.elements.namedItem('template') as HTMLSelectElement | null;
    const box = form?.elements.namedItem('body') as HTMLTextAreaElement | null;
    const chosen = saved.find((reply) => reply.id === choice?.value);
    // Nothing chosen: the post goes, and the server's answer says to choose one.
    if (!chosen || !box) return;
    event.preventDefault();
    const { text, message } = withSavedReply(
      box.value,
      chosen,
      saved.map((reply) => reply.text),
    );
    box.value = text;
    box.focus();
    box.setSelectionRange(text.length, text.length);
    setAdded(message);
  };

  return (
    <ServerForm
      action={action}
      idPrefix="reply"
      permalink={`/staff/enquiries/${id}`}
      fields={['template', 'body']}
      label="Reply to the visitor"
      onSubmit={() => setAdded('')}
    >
      {(form) => {
        const template = form.field('template');
        const body = form.field('body');
        return (
          <>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="key" value={submissionKey} />
            {saved.length > 0 && (
              <div className="field-row saved-reply">
                <FieldControl
                  field={{
                    kind: 'select',
                    name: 'template',
                    label: 'Saved reply',
                    placeholder: 'None',
                    optional: true,
                    options: saved.map((reply) => ({ value: reply.id, label: reply.title })),
                  }}
                  idPrefix="reply"
                  error={template.error}
                  defaultValue={template.defaultValue}
                />
                <div className="actions">
                  <button
                    type="submit"
                    name="use"
                    value="template"
                    className="secondary"
                    onClick={use}
                  >
                    Use this reply
                  </button>
                  <p className="hint" role="status">
                    {added}
                  </p>
                </div>
              </div>
            )}
            <FieldControl
              // Drawn again with the box's new text when the server joined a saved reply to it.
              key={`body:${form.state.attempt}`}
              field={{
                kind: 'textarea',
                name: 'body',
                label: `Your reply to ${email}`,
                hint: 'Sent from the company’s address, signed with your name; answers come back to the company.',
                rows: 8,
                maxLength: 10_000,
              }}
              idPrefix="reply"
              error={body.error}
              defaultValue={body.defaultValue}
            />
            <div className="actions">
              <SubmitButton pending={form.pending} pendingLabel="Sending…">
                Send reply
              </SubmitButton>
            </div>
          </>
        );
      }}
    </ServerForm>
  );
}
