ALTER TABLE "enquiry_replies" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_submission_key_unique" UNIQUE("submission_key");