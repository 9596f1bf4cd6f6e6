CREATE TABLE "alert_catalogue" (
	"key" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_catalogue_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"digest_through" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "alert_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "alert_items" jsonb;--> statement-breakpoint
CREATE INDEX "alerts_email_idx" ON "alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alerts_confirmed_idx" ON "alerts" USING btree ("confirmed_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;