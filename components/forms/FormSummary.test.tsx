/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { FormSummary } from './FormSummary.client';

// jsdom lays nothing out, so it has no scrolling to do.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('the answer above a form', () => {
  it('says a sentence once when the form and its hidden field say the same', () => {
    const dead = 'This confirmation link has expired or has already been used.';
    render(
      <FormSummary
        idPrefix="confirm"
        fields={[]}
        state={{ status: 'refused', attempt: 1, message: dead, fieldErrors: { token: [dead] } }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(dead);
  });

  it('lists the shown fields, and adds what a hidden field says', () => {
    render(
      <FormSummary
        idPrefix="f"
        fields={['email']}
        state={{
          status: 'refused',
          attempt: 1,
          message: 'Some fields need attention.',
          fieldErrors: { email: ['Enter your e-mail address'], token: ['The link is broken.'] },
        }}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary.querySelector('p')?.textContent).toBe('The link is broken.');
    expect(screen.getByRole('link', { name: 'Enter your e-mail address' })).toBeTruthy();
  });
});
