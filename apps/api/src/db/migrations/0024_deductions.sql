CREATE TABLE "deduction_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"payday" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"applied" boolean NOT NULL,
	"reason" text,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deduction_layouts" (
	"affiliate_id" uuid PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deduction_answers" ADD CONSTRAINT "deduction_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_answers" ADD CONSTRAINT "deduction_answers_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_answers" ADD CONSTRAINT "deduction_answers_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_layouts" ADD CONSTRAINT "deduction_layouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_layouts" ADD CONSTRAINT "deduction_layouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deduction_answers_loan_payday_idx" ON "deduction_answers" USING btree ("application_id","payday");--> statement-breakpoint
CREATE INDEX "deduction_answers_missed_idx" ON "deduction_answers" USING btree ("applied","application_id");