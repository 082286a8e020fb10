CREATE TABLE "change_request_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"document_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"ageing_amber_hours" integer DEFAULT 24 NOT NULL,
	"ageing_red_hours" integer DEFAULT 72 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_settings_one_row" CHECK ("desk_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "former_promoter_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_age_at_end" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "change_request_snapshots" ADD CONSTRAINT "change_request_snapshots_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_settings" ADD CONSTRAINT "desk_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_request_snapshots_application_idx" ON "change_request_snapshots" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_curp_created_idx" ON "applications" USING btree ("curp","created_at");--> statement-breakpoint
CREATE INDEX "applications_mobile_idx" ON "applications" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "applications_clabe_idx" ON "applications" USING btree (("data"->'datos_laborales'->>'clabe'));--> statement-breakpoint
CREATE INDEX "applications_email_idx" ON "applications" USING btree ((coalesce("data"->'datos_generales_2'->>'email', "data"->'pre_solicitud'->>'email')));