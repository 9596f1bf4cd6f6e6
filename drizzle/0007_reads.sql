CREATE TABLE "enquiry_reads" (
	"staff_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_reads_staff_id_enquiry_id_pk" PRIMARY KEY("staff_id","enquiry_id")
);
--> statement-breakpoint
ALTER TABLE "enquiry_reads" ADD CONSTRAINT "enquiry_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reads" ADD CONSTRAINT "enquiry_reads_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;