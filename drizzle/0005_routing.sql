CREATE TABLE "notification_routes" (
	"type" text PRIMARY KEY NOT NULL,
	"recipients" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
