'use client';

import { useState, type FormEvent } from 'react';
import { FieldControl } from '@/components/forms/FieldControl.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

/** A change a colleague's card offers besides the role, as its button posts it (`change`). */
export type ColleagueChange = {
  change: 'disable' | 'enable' | 'link';
  /**
   * A change that takes something away is asked once: a disclosure (`summary`) that says what
   * will happen (`explain`) and holds the real button. Without it, the button is on the card.
   */
  ask?: { summary: string; explain: string };
  button: string;
  tone?: 'danger' | 'secondary';
};

type Props = {
  action: ServerFormAction;
  idPrefix: string;
  name: string;
  email: string;
  role: 'staff' | 'admin';
  changes: ColleagueChange[];
  /** Said under the changes: why some are not offered (on the admin's own card). */
  note?: string;
};

const roles = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
];

/**
 * One colleague's card on the team page as one form with one answer: whichever button was
 * pressed, its answer replaces the one before, above the form, in line with it. A change that
 * takes something away (a new set-up link, disabling) opens a disclosure first that says what
 * will happen, with the real button inside: asked once, with or without JavaScript. Each answer
 * draws the form anew, its disclosures closed, as a browser without JavaScript shows it.
 */
export function ColleagueForm({ action, idPrefix, name, email, role, changes, note }: Props) {
  // Only the pressed button shows that it is busy.
  const [pressed, setPressed] = useState<string>();
  const remember = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setPressed(submitter?.getAttribute('value') ?? undefined);
  };
  return (
    <ServerForm
      action={action}
      idPrefix={idPrefix}
      permalink="/staff/team"
      fields={['role']}
      label={`Changes to ${name}`}
      onSubmit={remember}
      formKey={(form) => `answer-${form.state.attempt}`}
    >
      {(form) => {
        const chosen = form.field('role', role);
        const button = (value: string, label: string, tone?: string) => (
          <SubmitButton
            name="change"
            value={value}
            className={tone}
            pending={form.pending && pressed === value}
            pendingLabel="Saving…"
          >
            {label}
          </SubmitButton>
        );
        return (
          <>
            <input type="hidden" name="email" value={email} />
            <div className="role-change">
              <FieldControl
                key={`role:${role}`}
                field={{ kind: 'select', name: 'role', label: 'Role', options: roles }}
                idPrefix={idPrefix}
                error={chosen.error}
                defaultValue={chosen.defaultValue}
              />
              {button('role', 'Change role')}
            </div>
            {changes.length > 0 && (
              <div className="changes">
                {changes.map((change) =>
                  change.ask ? (
                    <details key={change.change} className={`ask ${change.tone ?? ''}`}>
                      <summary>{change.ask.summary}</summary>
                      <div className="ask-body">
                        <p>{change.ask.explain}</p>
                        {button(change.change, change.button, change.tone)}
                      </div>
                    </details>
                  ) : (
                    <div key={change.change} className="actions">
                      {button(change.change, change.button, change.tone)}
                    </div>
                  ),
                )}
              </div>
            )}
            {note && <p className="hint">{note}</p>}
          </>
        );
      }}
    </ServerForm>
  );
}
