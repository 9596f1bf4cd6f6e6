import 'server-only';
import type { Held, HeldMail } from '@/lib/db/queries/access';
import { LINK } from '@/lib/mail-links';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { counted } from '@/lib/words';

/**
 * What the person who asked for their data receives: data.json (everything held, in plain
 * field names), a README.txt that explains it, and each CV under the name the archive gives it.
 * Pure functions of what was read, so they are tested without a database.
 */

export const LINK_WITHHELD = '[link removed]';

/** Any link with a token, should one ever be written into a mail's text. */
const TOKEN_LINK = /https?:\/\/\S*[?&]token=\S*/g;

/**
 * A mail as the person may see it. A single-use link is never stored (lib/mail-links.ts): its
 * place in the text says so; and a link with a token, should one be there, is withheld, since
 * the copy travels by other ways than the mail itself and must not sign anyone in.
 */
export function mailForCopy(mail: HeldMail) {
  const body = mail.body.split(LINK).join(LINK_WITHHELD).replace(TOKEN_LINK, LINK_WITHHELD);
  return {
    subject: mail.subject,
    body,
    status: mail.status,
    queued: mail.createdAt,
    sent: mail.sentAt,
  };
}

/**
 * A file name that unpacks as one file on every system: no folders, no control, format or bidi
 * characters, none that Windows refuses, no leading dot, at most 100 characters.
 */
export function safeFileName(name: string): string {
  const clean = Array.from(
    name
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]/gu, '_')
      .replace(/^[.\s]+|[.\s]+$/g, ''),
  )
    .slice(0, 100)
    .join('');
  return clean || 'cv';
}

export type CvFile = { enquiryId: string; path: string };

/** `cvs/<reference>-<safe name>`, unique within the archive even if two references collide. */
export function cvFiles(held: Held): CvFile[] {
  const taken = new Set<string>();
  const files: CvFile[] = [];
  for (const enquiry of held.enquiries) {
    if (!enquiry.cv) continue;
    const base = `cvs/${enquiryReference(enquiry.id)}-${safeFileName(enquiry.cv.name)}`;
    let path = base;
    for (let n = 2; taken.has(path.toLowerCase()); n += 1)
      path = base.replace(/^cvs\//, `cvs/${n}-`);
    taken.add(path.toLowerCase());
    files.push({ enquiryId: enquiry.id, path });
  }
  return files;
}

/** A supplier company's file in the archive: a document, an identity image while held, a submission's file. */
export type SupplierFile = { path: string } & (
  | { kind: 'document'; id: string }
  | { kind: 'identity'; id: string; side: 'front' | 'back' }
  | { kind: 'submission'; id: string; bytes: number }
);

const extensionOf = (type: string) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';

/**
 * `companies/<n>/<document>`, `companies/<n>/identity-<side>` and, for the files sent with its
 * expressions of interest, `companies/<n>/submissions/<file>`: one folder per company.
 */
export function supplierFiles(held: Held): SupplierFile[] {
  return held.companies.flatMap(({ documents, identity, board }, index) => {
    const folder = `companies/${index + 1}`;
    return [
      ...documents
        .filter((document) => document.held)
        .map((document, n) => ({
          kind: 'document' as const,
          id: document.id,
          path: `${folder}/${n + 1}-${safeFileName(document.fileName)}`,
        })),
      ...identity.flatMap((check, n) =>
        (['front', 'back'] as const).flatMap((side) => {
          const type = check[side];
          return type
            ? [
                {
                  kind: 'identity' as const,
                  id: check.id,
                  side,
                  path: `${folder}/identity-${n + 1}-${side}.${extensionOf(type)}`,
                },
              ]
            : [];
        }),
      ),
      ...board.interests
        .flatMap((interest) => interest.files)
        .map((file, n) => ({
          kind: 'submission' as const,
          id: file.id,
          bytes: file.bytes,
          path: `${folder}/submissions/${n + 1}-${safeFileName(file.fileName)}`,
        })),
    ];
  });
}

function summary(held: Held): string {
  const cvs = held.enquiries.filter((enquiry) => enquiry.cv).length;
  const notes = held.enquiries.reduce((sum, enquiry) => sum + enquiry.notes.length, 0);
  if (
    held.enquiries.length === 0 &&
    !held.member &&
    !held.mail.length &&
    !held.alerts.length &&
    !held.companies.length
  )
    return 'Nothing is held about this address: no enquiries, no member account, no e-mails, no alerts and no supplier company.';
  return [
    `${counted(held.enquiries.length, 'enquiry', 'enquiries')} (${cvs} with a CV)`,
    `${counted(notes, 'staff note', 'staff notes')} about them`,
    held.member ? 'a member account' : 'no member account',
    `${counted(held.mail.length, 'e-mail', 'e-mails')} to this address`,
    `${counted(held.alerts.length, 'job or business alert', 'job or business alerts')}`,
    `${counted(held.companies.length, 'supplier company', 'supplier companies')}`,
  ].join('; ');
}

/** data.json: every field held, dates as ISO 8601 in UTC; never a password or token hash. */
export function accessData(
  address: string,
  produced: Date,
  held: Held,
  files: CvFile[],
  companyFiles: SupplierFile[] = supplierFiles(held),
) {
  const pathOf = new Map(files.map((file) => [file.enquiryId, file.path]));
  const companyPath = (id: string, side?: string) =>
    companyFiles.find((file) => file.id === id && (!side || ('side' in file && file.side === side)))
      ?.path ?? null;
  const member = held.member;
  return {
    emailAddress: address,
    produced,
    summary: summary(held),
    enquiries: held.enquiries.map((enquiry) => ({
      reference: enquiryReference(enquiry.id),
      type: enquiry.type,
      status: enquiry.status,
      received: enquiry.createdAt,
      lastChanged: enquiry.updatedAt,
      inYourMemberAccount: enquiry.fromAccount,
      whatWasSent: enquiry.payload,
      cv: enquiry.cv && {
        fileName: enquiry.cv.name,
        type: enquiry.cv.type,
        bytes: enquiry.cv.bytes,
        inThisArchive: pathOf.get(enquiry.id),
      },
      staffNotes: enquiry.notes.map((note) => ({ written: note.createdAt, text: note.body })),
      ourReplies: enquiry.replies.map((reply) => ({
        sent: reply.createdAt,
        from: reply.author,
        text: reply.body,
      })),
    })),
    memberAccount: member && {
      firstName: member.firstName,
      lastName: member.lastName,
      username: member.username,
      email: member.email,
      phone: member.phone,
      gender: member.gender,
      country: { code: member.countryCode, name: member.countryName },
      state:
        member.stateCode || member.stateName
          ? { code: member.stateCode, name: member.stateName }
          : null,
      city: member.city,
      created: member.createdAt,
      lastChanged: member.updatedAt,
      emailConfirmed: member.emailConfirmedAt !== null,
      emailConfirmedAt: member.emailConfirmedAt,
      signInSessions: member.sessions.map((session) => ({
        started: session.createdAt,
        lastUsed: session.lastUsedAt,
        ends: session.expiresAt,
      })),
      linksMailed: member.links.map((link) => ({
        kind: link.kind,
        created: link.createdAt,
        used: link.usedAt,
      })),
    },
    mail: held.mail.map(mailForCopy),
    alerts: held.alerts.map((alert) => ({
      of: alert.kind,
      search: alert.criteria,
      asked: alert.createdAt,
      confirmed: alert.confirmedAt,
      lastMailed: alert.lastMailedAt,
    })),
    supplierCompanies: held.companies.map(({ company, documents, identity, board }) => ({
      ...company,
      documents: documents.map(({ id, held: kept, ...document }) => ({
        ...document,
        inThisArchive: kept ? companyPath(id) : null,
      })),
      identityChecks: identity.map(({ id, front, back, ...check }) => ({
        ...check,
        frontInThisArchive: front ? companyPath(id, 'front') : null,
        backInThisArchive: back ? companyPath(id, 'back') : null,
      })),
      opportunities: board.interests.map(({ files, ...interest }) => ({
        ...interest,
        files: files.map(({ id, ...file }) => ({ ...file, inThisArchive: companyPath(id) })),
      })),
      questionsAsked: board.questions,
      pollAnswers: board.pollAnswers,
    })),
  };
}

/** The letter in the archive: what each file is, in plain words. */
export function accessReadme(address: string, produced: Date, held: Held): string {
  const day = produced.toISOString().slice(0, 10);
  return `Your personal data held by Deltacrest Energy Services

This archive holds everything Deltacrest Energy Services holds about the e-mail
address ${address}, as it was on ${day} (${produced.toISOString()}, UTC).
You asked for it under your right of access (Article 15 of the GDPR).

In short: ${summary(held)}.

What is in it

data.json
  Everything we hold, in JSON, a plain text format that any text editor opens.
  - emailAddress, produced, summary: what this copy is about and when it was made.
  - enquiries: each enquiry or job application sent from this address or from
    your member account: its reference (the one we gave you), type, status,
    when we received it, every field you filled in ("whatWasSent"), the name
    and type of the CV you attached, and our staff's notes about it. The notes
    are given in full with their date; who wrote each note is left out.
    "ourReplies" holds what we wrote back to you, when and who signed it.
  - memberAccount: your account on our community portal, if you have one: the
    details you registered with, when it was created and confirmed, when you
    were signed in, and when we mailed you a confirmation or password-reset
    link. Your password is stored only in a form that cannot be turned back
    into it, and is not included; nor are the secret codes that sign you in.
  - mail: the e-mails we hold that were sent, or are waiting to be sent, to
    this address. A link in them that would sign in or reset a password has
    been replaced by "[link removed]" (or "[link removed after sending]").
  - alerts: each job or business alert for this address: what it searches
    for, when you asked for it and confirmed it, and when we last mailed it.

  - supplierCompanies: each company on our portal you belong to, or whose
    responsible person you are: its profile, its documents with their dates
    and our decisions, its identity checks (the type of document, the
    last four characters of its number and our decision), and its part in
    our opportunities: its interest, expressions of interest and outcomes,
    the questions it asked, and its answers to our polls.

cvs/
  Each CV you sent with a job application, exactly as you uploaded it. Its
  name starts with the reference of the application it came with.

companies/
  One folder per company: the documents we hold for it (photos as we keep
  them, without their location or camera details), and the identity
  document's images while we still hold them (we delete them once we have
  decided), and in submissions/ the files sent with its expressions of
  interest.

An empty list, or null, means we hold nothing of that kind.

If anything here is wrong you may ask us to correct it, and you may ask us to
erase it: write to us the way you asked for this copy.
`;
}
