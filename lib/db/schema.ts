import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  enquiryStatuses,
  enquiryTypes,
  type EnquiryStatus,
  type EnquiryType,
} from '../validation/enquiry-rules';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /** Stored lower-cased; the index below also guards against a caller that forgets. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** Null when not given: nobody has to say. */
    gender: text('gender'),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    stateCode: text('state_code'),
    stateName: text('state_name'),
    city: text('city'),
    passwordHash: text('password_hash').notNull(),
    /** Null until the member follows the confirmation link (or completes a password reset). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('members_username_lower_idx').on(sql`lower(${table.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie's token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Provider mode: the provider's login answer, kept here and never sent to the browser. */
    providerProfile: jsonb('provider_profile'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/** A table of single-use links mailed to someone: only the token's hash is stored. */
function singleUseLinks<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      tokenHash: text('token_hash').notNull().unique(),
      memberId: uuid('member_id')
        .notNull()
        .references(() => members.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: createdAt(),
    },
    (table) => [index(`${name}_member_idx`).on(table.memberId)],
  );
}

export const passwordResetTokens = singleUseLinks('password_reset_tokens');

/** Links that prove a new member owns the e-mail address they registered with. */
export const emailConfirmationTokens = singleUseLinks('email_confirmation_tokens');

/** Fixed-window counters; in the database so they survive restarts and hold across instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const staffRoles = ['staff', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * The company's people, apart from community members: no public route writes this table, and a
 * staff session is a different cookie with its own, shorter lifetimes.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /** Null until the person follows their set-up link. */
    passwordHash: text('password_hash'),
    /** The TOTP key; null until enrolment is confirmed with a first code. */
    totpSecret: text('totp_secret'),
    /** The key being enrolled, shown once as a QR code; moved to `totp_secret` when confirmed. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The last accepted TOTP step, so a code cannot be replayed within its window. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Publishes opportunities to suppliers (admins always may). */
    canPublish: boolean('can_publish').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_setup_tokens_staff_idx').on(table.staffId)],
);

/** One-time recovery codes, hashed; each works once in place of a TOTP code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Null while the session has a password but not yet its second factor. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** Absolute end; the idle timeout runs from `last_used_at`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

// The kinds and statuses are the forms' and the back office's words too: they live with the
// validation the browser shares (lib/validation/enquiry-rules.ts), which imports no database code.
export { enquiryStatuses, enquiryTypes, type EnquiryStatus, type EnquiryType };

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: enquiryTypes }).notNull(),
    payload: jsonb('payload').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    /** The member who sent it while signed in; their account's deletion takes it along. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Sent with the form; the same submission twice stores one enquiry. */
    submissionKey: text('submission_key').unique(),
    /** Lower-cased sender address, for the inbox's search and for erasure on request. */
    email: text('email'),
    /** Why it was taken for spam on arrival (its mail is held until staff say "Not spam"). */
    spamReason: text('spam_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_idx').on(table.createdAt),
    index('enquiries_status_created_idx').on(table.status, table.createdAt),
    index('enquiries_member_idx').on(table.memberId),
    index('enquiries_email_idx').on(table.email),
  ],
);

export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('enquiry_notes_enquiry_idx').on(table.enquiryId)],
);

/** `held`: an enquiry's mail kept back while it is taken for spam; never sent unless released. */
export const outboxStatuses = ['pending', 'sent', 'failed', 'held'] as const;

/** The single-use links a mail can carry; each is a row of its own table (lib/mail-links.ts). */
export const mailLinkKinds = [
  'password-reset',
  'email-confirmation',
  'staff-setup',
  'alert-confirmation',
  'company-invitation',
  'opportunity-invitation',
] as const;
export type MailLinkKind = (typeof mailLinkKinds)[number];

/**
 * Mail waiting to go: written in the same transaction as what it tells of, sent by the worker
 * in the server process (SKIP LOCKED, so each message goes once across instances).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /**
     * The one link the mail asks its reader to follow (logged when there is no SMTP). For a
     * single-use link (`link_kind`), only its address: the token is made as the mail is sent.
     */
    link: text('link'),
    linkKind: text('link_kind', { enum: mailLinkKinds }),
    /** The row of the link's table whose token the mail carries. */
    linkTokenId: uuid('link_token_id'),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Where the recipient's answer goes (a staff reply: the company's address). */
    replyTo: text('reply_to'),
    /**
     * An alert's digest: its text is written as it is sent, from the items still published then
     * (lib/alerts/digest-mail.ts); it goes with its alert when that is stopped.
     */
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'cascade' }),
    /** The catalogue keys (`job:slug`, `business:id`) the digest tells of. */
    alertItems: jsonb('alert_items').$type<string[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export const auditActorKinds = ['staff', 'automatic', 'command', 'visitor'] as const;

/** Who viewed, downloaded, exported, changed or erased what. Kept when the person is removed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Copied, so the entry still names the person after their account is removed. */
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    detail: jsonb('detail'),
    /**
     * Who acted: a staff member (staff_id, staff_email), the server's own jobs, an operator at
     * the server's command line (detail.osUser), or a visitor not signed in (detail.address),
     * such as a refused sign-in.
     */
    actor: text('actor', { enum: auditActorKinds }).notNull().default('staff'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    // A company's history on its review page.
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.createdAt),
  ],
);

/**
 * A reply to the visitor written in the back office, sent through the outbox (its mail row says
 * whether it went); goes with its enquiry (erasure, retention, the member's deletion).
 */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Copied, so the reply still names its author after their account is removed. */
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** Sent with the form, new each time the page is drawn: the same post twice is one reply. */
    submissionKey: text('submission_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('enquiry_replies_enquiry_idx').on(table.enquiryId)],
);

/** Which enquiries each staff member has opened: the inbox shows the others as unread. */
export const enquiryReads = pgTable(
  'enquiry_reads',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.enquiryId] })],
);

/** Saved replies admins manage; {name} and {reference} are filled in for each enquiry. */
export const replyTemplates = pgTable('reply_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who receives the company's notification of each type of enquiry, as admins set it in the back
 * office; a type with no row falls back to NOTIFY_<TYPE>, then to the company's one address.
 */
export const notificationRoutes = pgTable('notification_routes', {
  type: text('type', { enum: enquiryTypes }).primaryKey(),
  recipients: jsonb('recipients').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Enquiry = typeof enquiries.$inferSelect;
export type Staff = typeof staff.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type EnquiryReply = typeof enquiryReplies.$inferSelect;
export type ReplyTemplate = typeof replyTemplates.$inferSelect;

export const alertKinds = ['jobs', 'businesses', 'opportunities'] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * A visitor's request to be mailed new jobs or listings like a search (lib/alerts). Starts
 * unconfirmed: the link mailed to the address (a single-use link, `alert-confirmation`, whose
 * row this is) confirms it. The address is stored lower-cased, as erasure and access look it up.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    kind: text('kind', { enum: alertKinds }).notNull(),
    /** The search, as lib/alerts/criteria.ts reads it. */
    criteria: jsonb('criteria').notNull(),
    /** The confirmation link's token hash (an unissued one until its mail is sent). */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the address is confirmed: the alert is live from then. */
    usedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Items first seen up to this moment have been considered for this alert. */
    digestThrough: timestamp('digest_through', { withTimezone: true }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One alert per address and search: a second request for it is the first one.
    uniqueIndex('alerts_email_kind_criteria_idx').on(table.email, table.kind, table.criteria),
    index('alerts_confirmed_idx').on(table.usedAt),
  ],
);

/**
 * Every job and listing the site has published, with when the alert sender first saw it: what
 * is newer than an alert's confirmation is news to that alert; what was published before (at a
 * fresh install, or when this table first filled) never is.
 */
export const alertCatalogue = pgTable(
  'alert_catalogue',
  {
    key: text('key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key] })],
);

export type Alert = typeof alerts.$inferSelect;
