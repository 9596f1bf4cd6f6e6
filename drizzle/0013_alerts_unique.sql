DROP INDEX "alerts_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_email_kind_criteria_idx" ON "alerts" USING btree ("email","kind","criteria");