'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { SIGNED_IN_COOKIE } from '@/lib/auth/cookie';
import type { ContactDetails } from '@/lib/community/profile';

const filled = ['name', 'email', 'phone'] as const satisfies readonly (keyof ContactDetails)[];

/**
 * Fills a signed-in member's name, e-mail address and phone into the form's empty fields. The
 * enquiry pages are the same for everyone (most are prerendered), so the browser asks once the
 * header's marker says someone is signed in; a field the visitor has already typed in is theirs
 * and left alone. Without JavaScript, or signed out, nothing happens.
 */
export function useMemberContact(idPrefix: string): void {
  useEffect(() => {
    if (Cookies.get(SIGNED_IN_COOKIE) !== '1') return;
    let live = true;
    void api.get<ContactDetails>('/api/community/contact-details').then((answer) => {
      if (!live || !answer.ok) return;
      for (const name of filled) {
        const input = document.getElementById(`${idPrefix}-${name}`);
        if (input instanceof HTMLInputElement && !input.value) input.value = answer.data[name];
      }
    });
    return () => {
      live = false;
    };
  }, [idPrefix]);
}
