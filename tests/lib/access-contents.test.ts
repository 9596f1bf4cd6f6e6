/** The access archive's names and mail, without a database: what unpacks safely, what is withheld. */
import { expect, test } from '@jest/globals';
import type { Held, HeldEnquiry, HeldMail } from '@/lib/db/queries/access';
import { cvFiles, LINK_WITHHELD, mailForCopy, safeFileName } from '@/lib/staff/access-contents';

test('a CV name unpacks as one file anywhere: no folders, hidden names, controls or bidi', () => {
  expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
  expect(safeFileName('..\\..\\boot.ini')).toBe('_.._boot.ini');
  expect(safeFileName('.bashrc')).toBe('bashrc');
  expect(safeFileName('cv\u202Efdp.exe')).toBe('cv_fdp.exe');
  expect(safeFileName('a:b*c?"d"<e>|f\u0000.pdf')).toBe('a_b_c__d__e__f_.pdf');
  expect(safeFileName('Lebenslauf ü.pdf ')).toBe('Lebenslauf ü.pdf');
  expect(safeFileName('...')).toBe('cv');
  expect(Array.from(safeFileName('😀'.repeat(150)))).toHaveLength(100);
});

const enquiry = (id: string, name: string | null): HeldEnquiry => ({
  id,
  type: 'job-application',
  status: 'new',
  payload: {},
  createdAt: new Date(),
  updatedAt: new Date(),
  fromAccount: false,
  cv: name ? { name, type: 'application/pdf', bytes: 1 } : null,
  notes: [],
  replies: [],
});

test('each CV gets its own path, even when two references and names collide', () => {
  const held: Held = {
    enquiries: [
      enquiry('abcdef12-0000-4000-8000-000000000001', 'cv.pdf'),
      enquiry('abcdef12-0000-4000-8000-000000000002', 'CV.pdf'),
      enquiry('12345678-0000-4000-8000-000000000003', null),
    ],
    member: null,
    mail: [],
    alerts: [],
    companies: [],
  };
  expect(cvFiles(held).map((file) => file.path)).toEqual([
    'cvs/ABCDEF12-cv.pdf',
    'cvs/2-ABCDEF12-CV.pdf',
  ]);
});

test('a waiting mail keeps its text but not its single-use link, nor any link with a token', () => {
  const mail: HeldMail = {
    subject: 'Reset',
    body: `Open {link}\nor {link}.\nAlso https://x.example/a?b=1&token=s3cret`,
    link: 'https://www.deltacrest.example/community-reset-password',
    status: 'pending',
    createdAt: new Date(),
    sentAt: null,
  };
  const copy = mailForCopy(mail);
  expect(copy.body).toBe(`Open ${LINK_WITHHELD}\nor ${LINK_WITHHELD}.\nAlso ${LINK_WITHHELD}`);
  expect(JSON.stringify(copy)).not.toContain('s3cret');
  expect(copy).not.toHaveProperty('link');
});
