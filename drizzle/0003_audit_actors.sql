ALTER TABLE "audit_log" ADD COLUMN "actor" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "actor" = 'automatic' WHERE "automatic";--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "automatic";--> statement-breakpoint
-- Mail already sent keeps no usable link: reset and confirmation tokens leave the outbox once
-- delivered (the worker now does this itself; this clears what it sent before).
UPDATE "outbox" SET "body" = replace("body", "link", '[link removed after sending]'), "link" = NULL WHERE "status" <> 'pending' AND "link" LIKE '%token=%';
