/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { RouteError as SiteError } from '@/components/RouteError.client';

describe('the error boundary of the site', () => {
  it('shows the original heading with the error message and links back', () => {
    render(<SiteError error={new Error('Service catalogue unavailable')} retry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('Service catalogue unavailable')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('shows a thrown non-Error value as text and retries on request', () => {
    const retry = jest.fn();
    render(<SiteError error="timeout talking to the database" retry={retry} />);
    expect(screen.getByText('timeout talking to the database')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
