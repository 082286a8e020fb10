CREATE TABLE "application_screenings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"risk_grade" text NOT NULL,
	"risk_factors" jsonb NOT NULL,
	"hits" jsonb NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"screening_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"entries" jsonb NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"load_id" uuid NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb NOT NULL,
	"curp" text,
	"rfc" text,
	"birth_date" text,
	"details" text
);
--> statement-breakpoint
CREATE TABLE "screening_list_loads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"entries" integer NOT NULL,
	"loaded_by" uuid,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD COLUMN "report_storage_key" text;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD COLUMN "report_sha256" text;--> statement-breakpoint
ALTER TABLE "application_screenings" ADD CONSTRAINT "application_screenings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_screening_id_application_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."application_screenings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_load_id_screening_list_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."screening_list_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_list_loads" ADD CONSTRAINT "screening_list_loads_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_screenings_application_idx" ON "application_screenings" USING btree ("application_id","screened_at");--> statement-breakpoint
CREATE INDEX "screening_decisions_application_idx" ON "screening_decisions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "screening_entries_load_idx" ON "screening_entries" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "screening_list_loads_source_idx" ON "screening_list_loads" USING btree ("source","loaded_at");