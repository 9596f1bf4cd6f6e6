import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members, staff } from './schema';

/**
 * The builders' side of the portal, part 1 (lib/suppliers): companies that join as verified
 * suppliers, their documents with dates, the responsible person's identity check, and the
 * invitations that bring colleagues in. Kept apart from schema.ts, which it builds on.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const supplierClasses = ['general', 'host-community', 'foreign', 'special'] as const;
export type SupplierClass = (typeof supplierClasses)[number];

export const companyStates = [
  'draft',
  'submitted',
  'action-requested',
  'verified',
  'rejected',
  'lapsed',
] as const;
export type CompanyState = (typeof companyStates)[number];

/** What staff made of a document or an identity check. */
export const reviewStates = ['submitted', 'accepted', 'rejected', 'action-requested'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** The expiry reminders, in the order they fall due: 30 days, 7 days, the day itself. */
export const reminderStages = ['30', '7', '0'] as const;
export type ReminderStage = (typeof reminderStages)[number];

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registeredName: text('registered_name').notNull(),
    countryCode: text('country_code').notNull(),
    /** In the country's own form, normalised (`RC 1234567`, `SC123456`). */
    registrationNumber: text('registration_number').notNull(),
    taxNumber: text('tax_number').notNull(),
    registeredAddress: text('registered_address').notNull(),
    /** Service catalogue slugs. */
    trades: text('trades')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `NG-RI`, `GB-ENG`: states and nations from the location data. */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    supplierClass: text('supplier_class', { enum: supplierClasses }).notNull(),
    responsibleName: text('responsible_name').notNull(),
    responsibleRole: text('responsible_role').notNull(),
    responsibleEmail: text('responsible_email').notNull(),
    responsiblePhone: text('responsible_phone').notNull(),
    state: text('state', { enum: companyStates }).notNull().default('draft'),
    /** Staff's message with Action requested, or the reason of a rejection. */
    stateMessage: text('state_message'),
    /** The latest submission. */
    submittedAt: at('submitted_at'),
    /**
     * Since when something of it waits for staff (a submission, a renewed document): the review
     * queue, oldest first. Null when nothing waits.
     */
    waitingSince: at('waiting_since'),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    verifiedAt: at('verified_at'),
    /** The reviewer working on it, so two do not: set and cleared in one statement each. */
    claimedBy: uuid('claimed_by').references(() => staff.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    /** The staff member who invited it to join: they may not decide on it. */
    invitedByStaffId: uuid('invited_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One company per registration: a second is refused without saying whose it is.
    uniqueIndex('companies_registration_idx').on(table.countryCode, table.registrationNumber),
    index('companies_waiting_idx').on(table.waitingSince),
    index('companies_state_idx').on(table.state, table.createdAt),
    index('companies_class_idx').on(table.supplierClass),
    index('companies_trades_idx').using('gin', table.trades),
  ],
);

/** Who works for which company: a member belongs to one at most (the key says so). */
export const companyMembers = pgTable(
  'company_members',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'colleague'] }).notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (table) => [index('company_members_company_idx').on(table.companyId)],
);

/**
 * A colleague asked to join, by a single-use link (`company-invitation`, lib/mail-links.ts) that
 * only the invited address may use.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => members.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('company_invitations_company_idx').on(table.companyId)],
);

/** A company asked to join by a member of staff, who then may not decide on it. */
export const supplierInvitations = pgTable(
  'supplier_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('supplier_invitations_email_idx').on(table.email)],
);

/**
 * One document of a company: a renewal is a new row, and the one it replaces keeps its file for
 * staff (`replaced_at`). Its bytes are a stored file's parts (file-schema.ts): lists never read them.
 */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A key of content/supplier-documents.ts. */
    type: text('type').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on').notNull(),
    expiresOn: date('expires_on'),
    state: text('state', { enum: reviewStates }).notNull().default('submitted'),
    staffMessage: text('staff_message'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    pages: integer('pages'),
    uploadedBy: uuid('uploaded_by').references(() => members.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    replacedAt: at('replaced_at'),
    /** The last expiry reminder sent for it. */
    reminded: text('reminded', { enum: reminderStages }),
    /** When a rejected file was deleted by the retention job (the row and decision stay). */
    filePurgedAt: at('file_purged_at'),
  },
  (table) => [
    index('supplier_documents_company_idx').on(table.companyId, table.replacedAt),
    index('supplier_documents_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.replacedAt} is null`),
  ],
);

/**
 * The responsible person's identity document: its images sealed with the secrets key (a copy of
 * the database or a backup cannot show them), deleted at the decision or after 30 days
 * undecided; the decision, the type and the number's last four characters stay.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A key of content/supplier-documents.ts's identity documents. */
    documentType: text('document_type').notNull(),
    lastFour: text('last_four').notNull(),
    front: bytea('front'),
    frontType: text('front_type'),
    back: bytea('back'),
    backType: text('back_type'),
    state: text('state', { enum: reviewStates }).notNull().default('submitted'),
    staffMessage: text('staff_message'),
    submittedBy: uuid('submitted_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Copied: the decision still names who took it after their account is removed. */
    decidedByName: text('decided_by_name'),
    imagesDeletedAt: at('images_deleted_at'),
    replacedAt: at('replaced_at'),
  },
  (table) => [index('identity_checks_company_idx').on(table.companyId, table.replacedAt)],
);

export type Company = typeof companies.$inferSelect;
export type SupplierDocument = typeof supplierDocuments.$inferSelect;
export type IdentityCheck = typeof identityChecks.$inferSelect;
