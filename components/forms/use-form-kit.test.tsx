/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { NETWORK_ERROR, type ApiResult } from '@/lib/api-client';
import { loginSchema } from '@/lib/validation/login';
import { FormFeedback } from './FormFeedback.client';
import { TextField } from './TextField.client';
import { useFormKit } from './use-form-kit';

type Answer = ApiResult<{ ok: true }>;

/** A form as the portal writes one; on success it puts a view of its own in its place. */
function Probe({ answer }: { answer: Answer }) {
  const [done, setDone] = useState(false);
  const kit = useFormKit({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    idPrefix: 'probe',
    submit: async () => answer,
    onSuccess: () => setDone(true),
  });
  if (done) return <p role="status">Check your inbox</p>;
  return (
    <form {...kit.formProps} aria-label="Probe">
      <FormFeedback {...kit.feedback} />
      <TextField {...kit.field('email')} label="E-mail" type="email" />
      <TextField {...kit.field('password')} label="Password" type="password" />
      <button type="submit">Send</button>
    </form>
  );
}

function fillAndSend(email = 'ada@example.com') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a passphrase' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Probe' }));
}

const refused = (error: Extract<Answer, { ok: false }>['error'], status = 422): Answer => ({
  ok: false,
  status,
  error,
});

describe('the form kit', () => {
  it('lists the schema errors in a summary that takes focus, and at each field', async () => {
    render(<Probe answer={{ ok: true, status: 200, data: { ok: true } }} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Probe' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There is a problem');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the server's field errors on their fields, and the rest in the message", async () => {
    render(
      <Probe
        answer={refused({
          message: 'Some fields need attention.',
          fieldErrors: { email: ['That address is taken'], captcha: ['Try the puzzle again'] },
        })}
      />,
    );
    fillAndSend();
    expect(
      (await screen.findByText('That address is taken', { selector: '.field-error' })).id,
    ).toBe('probe-email-error');
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toContain('Some fields need attention. Try the puzzle again');
  });

  it('shows only the summary when every server error found its field', async () => {
    render(
      <Probe
        answer={refused({
          message: 'Some fields need attention.',
          fieldErrors: { email: ['Taken'] },
        })}
      />,
    );
    fillAndSend();
    await screen.findByText('Taken', { selector: '.field-error' });
    expect(screen.queryByText('Some fields need attention.')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    render(<Probe answer={refused({ message: NETWORK_ERROR }, 0)} />);
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR);
  });

  it('lets a form replace itself with its own view on success', async () => {
    render(<Probe answer={{ ok: true, status: 202, data: { ok: true } }} />);
    fillAndSend();
    expect((await screen.findByRole('status')).textContent).toBe('Check your inbox');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
