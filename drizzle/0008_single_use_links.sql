ALTER TABLE "outbox" ADD COLUMN "link_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "link_token_id" uuid;--> statement-breakpoint
-- Mail an earlier version queued with a token in its link, still waiting: it keeps its link's
-- row and loses the token, which is made anew when the mail is sent (lib/mail-links.ts).
UPDATE "outbox" AS o SET "link_kind" = 'password-reset', "link_token_id" = t."id",
  "body" = replace(o."body", o."link", '{link}'), "link" = split_part(o."link", '?', 1)
FROM "password_reset_tokens" AS t
WHERE o."status" IN ('pending', 'held') AND o."link" LIKE '%/community-reset-password?token=%'
  AND t."token_hash" = encode(sha256(convert_to(split_part(o."link", 'token=', 2), 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "outbox" AS o SET "link_kind" = 'email-confirmation', "link_token_id" = t."id",
  "body" = replace(o."body", o."link", '{link}'), "link" = split_part(o."link", '?', 1)
FROM "email_confirmation_tokens" AS t
WHERE o."status" IN ('pending', 'held') AND o."link" LIKE '%/community-confirm?token=%'
  AND t."token_hash" = encode(sha256(convert_to(split_part(o."link", 'token=', 2), 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "outbox" AS o SET "link_kind" = 'staff-setup', "link_token_id" = t."id",
  "body" = replace(o."body", o."link", '{link}'), "link" = split_part(o."link", '?', 1)
FROM "staff_setup_tokens" AS t
WHERE o."status" IN ('pending', 'held') AND o."link" LIKE '%/staff/setup?token=%'
  AND t."token_hash" = encode(sha256(convert_to(split_part(o."link", 'token=', 2), 'UTF8')), 'hex');--> statement-breakpoint
-- The old tokens stop working: a copy of the database made before this (a backup) holds them.
UPDATE "password_reset_tokens" SET "token_hash" = encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex')
WHERE "id" IN (SELECT "link_token_id" FROM "outbox" WHERE "link_kind" = 'password-reset');--> statement-breakpoint
UPDATE "email_confirmation_tokens" SET "token_hash" = encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex')
WHERE "id" IN (SELECT "link_token_id" FROM "outbox" WHERE "link_kind" = 'email-confirmation');--> statement-breakpoint
UPDATE "staff_setup_tokens" SET "token_hash" = encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex')
WHERE "id" IN (SELECT "link_token_id" FROM "outbox" WHERE "link_kind" = 'staff-setup');--> statement-breakpoint
-- A waiting token link whose row is gone has nothing left to do.
UPDATE "outbox" SET "status" = 'failed', "body" = replace("body", "link", '[link removed]'), "link" = NULL,
  "last_error" = 'Not sent: its link was withdrawn when the site was upgraded.'
WHERE "status" IN ('pending', 'held') AND "link_kind" IS NULL AND "link" LIKE '%token=%';
