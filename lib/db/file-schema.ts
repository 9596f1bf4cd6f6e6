import { customType, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { interestFiles, opportunityFiles } from './board-schema';
import { supplierDocuments } from './supplier-schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A file uploaded to the site (a supplier's document, an opportunity's, an expression of
 * interest's), kept in parts of at most 256 KiB, each written and read by a statement of
 * its own: the embedded database runs on the event loop every request shares, so a whole large
 * file in one statement would hold every other request meanwhile. The file is stored before the
 * row it belongs to exists and joins it in that row's transaction; one never joined goes at
 * retention. In SQL the tables are `supplier_uploads` and `supplier_upload_parts`: the names
 * databases already hold.
 */
export const storedFiles = pgTable('supplier_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  // What the file is (one of these): it goes with it.
  documentId: uuid('document_id')
    .unique()
    .references(() => supplierDocuments.id, { onDelete: 'cascade' }),
  opportunityFileId: uuid('opportunity_file_id')
    .unique()
    .references(() => opportunityFiles.id, { onDelete: 'cascade' }),
  interestFileId: uuid('interest_file_id')
    .unique()
    .references(() => interestFiles.id, { onDelete: 'cascade' }),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedFileParts = pgTable(
  'supplier_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.part] })],
);
