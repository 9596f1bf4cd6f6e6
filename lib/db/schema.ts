import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    gender: text('gender').notNull(),
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

/** A table of single-use links mailed to a member: only the token's hash is stored. */
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

export const enquiryTypes = ['study', 'job-application', 'business', 'contact'] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: enquiryTypes }).notNull(),
    payload: jsonb('payload').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    createdAt: createdAt(),
  },
  (table) => [index('enquiries_created_idx').on(table.createdAt)],
);

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Enquiry = typeof enquiries.$inferSelect;
