import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
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
import { members, staff } from './schema';
import { companies, supplierClasses } from './supplier-schema';

/**
 * The builders' side, part 2 (lib/board): opportunities the company publishes to verified
 * suppliers, the companies' interest and expressions of interest, clarifications, addenda and
 * outcomes; and notices with their polls.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const opportunityKinds = ['subcontract', 'supply', 'manpower'] as const;
export type OpportunityKind = (typeof opportunityKinds)[number];

/** Every verified company (of the classes allowed), or only the companies invited. */
export const visibilities = ['verified', 'invited'] as const;
export type Visibility = (typeof visibilities)[number];

export const outcomes = ['shortlisted', 'not-selected'] as const;
export type Outcome = (typeof outcomes)[number];

/** A company's standing when an opportunity closed: its state, and required documents not valid. */
export type ClosingStanding = { state: string; lapsed: string[] };

export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    kind: text('kind', { enum: opportunityKinds }).notNull(),
    description: text('description').notNull(),
    /** Service catalogue slugs. */
    trades: text('trades')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `NG-RI`, `GB-ENG`, as the companies' areas. */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The supplier classes that may take part; all when empty. */
    classes: text('classes', { enum: supplierClasses })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: visibilities }).notNull().default('verified'),
    /** Title, kind, trades, areas and closing date readable by anyone and search engines. */
    publicSummary: boolean('public_summary').notNull().default(false),
    questionsCloseAt: at('questions_close_at').notNull(),
    closesAt: at('closes_at').notNull(),
    /** Null while a draft: nothing of it is shown, and changes need no addendum. */
    publishedAt: at('published_at'),
    /** The last addendum's number (0 before any). */
    addenda: integer('addenda').notNull().default(0),
    /** When each expression of interest's company standing at the closing time was recorded. */
    standingsAt: at('standings_at'),
    outcomesSentAt: at('outcomes_sent_at'),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('opportunities_published_idx').on(table.publishedAt, table.closesAt),
    index('opportunities_trades_idx').using('gin', table.trades),
  ],
);

/** A document of the opportunity (a scope, a drawing list), as a PDF. */
export const opportunityFiles = pgTable(
  'opportunity_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    /** The addendum that added it, when one did. */
    addendum: integer('addendum'),
    /** Withdrawn by an addendum: kept in the history, no longer current. */
    withdrawnAt: at('withdrawn_at'),
    createdAt: createdAt(),
  },
  (table) => [index('opportunity_files_opportunity_idx').on(table.opportunityId)],
);

/**
 * An invited company's invitation: a link of its own (`opportunity-invitation`, made as its mail
 * is sent, lib/mail-links.ts) that opens the opportunity; staff see which were opened.
 */
export const opportunityInvitations = pgTable(
  'opportunity_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    /** When a member of the company first opened the link. */
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('opportunity_invitations_pair_idx').on(table.opportunityId, table.companyId),
  ],
);

/**
 * A company's answer to an opportunity: its stance (not interested stops its mail) and, while
 * it is open, its expression of interest.
 */
export const interests = pgTable(
  'interests',
  {
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interested: boolean('interested').notNull(),
    statement: text('statement'),
    /** When the expression of interest was last sent (null: none yet). */
    submittedAt: at('submitted_at'),
    /** The addenda the company had seen when it last sent it: older than the last is flagged. */
    addendaSeen: integer('addenda_seen'),
    submittedBy: uuid('submitted_by').references(() => members.id, { onDelete: 'set null' }),
    /** Shortlisted or not, as staff mark it; sent to the company with the outcomes. */
    outcome: text('outcome', { enum: outcomes }),
    /** The company as it stood at the closing time (lib/board/standing.ts). */
    closingStanding: jsonb('closing_standing').$type<ClosingStanding>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.opportunityId, table.companyId] }),
    index('interests_company_idx').on(table.companyId),
  ],
);

/** A file of an expression of interest (at most five), stored in parts (file-schema.ts). */
export const interestFiles = pgTable(
  'interest_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id').notNull(),
    companyId: uuid('company_id').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('interest_files_interest_idx').on(table.opportunityId, table.companyId),
    foreignKey({
      columns: [table.opportunityId, table.companyId],
      foreignColumns: [interests.opportunityId, interests.companyId],
    }).onDelete('cascade'),
  ],
);

/** A question asked privately; answered, it is published to everyone without its asker. */
export const clarifications = pgTable(
  'clarifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    /** The asker: never shown to anyone but staff. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    askedBy: uuid('asked_by').references(() => members.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    answeredBy: uuid('answered_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('clarifications_opportunity_idx').on(table.opportunityId, table.createdAt)],
);

/** A numbered change to a published opportunity, with what it changed. */
export const addenda = pgTable(
  'addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').notNull(),
    /** Field -> [before, after], in words. */
    changes: jsonb('changes').$type<Record<string, [string, string]>>().notNull(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('addenda_number_idx').on(table.opportunityId, table.number)],
);

/** A notice to the community, with at most one question of choices (a poll). */
export const notices = pgTable('notices', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  pollQuestion: text('poll_question'),
  pollChoices: text('poll_choices').array(),
  createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One answer per company to a notice's poll. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    choice: integer('choice').notNull(),
    answeredBy: uuid('answered_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.companyId] })],
);

export type Opportunity = typeof opportunities.$inferSelect;
export type Interest = typeof interests.$inferSelect;
export type Clarification = typeof clarifications.$inferSelect;
export type Addendum = typeof addenda.$inferSelect;
export type Notice = typeof notices.$inferSelect;
