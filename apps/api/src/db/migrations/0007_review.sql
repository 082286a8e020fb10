ALTER TABLE "applications" ADD COLUMN "reviewer_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reopened_sections" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;