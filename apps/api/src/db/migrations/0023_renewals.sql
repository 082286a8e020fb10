ALTER TABLE "applications" ADD COLUMN "renews_application_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "settled_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "settled_by_application_id" uuid;--> statement-breakpoint
ALTER TABLE "disbursements" ADD COLUMN "payoff_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "disbursements" ADD COLUMN "payoff_application_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "renewal_min_paid_share" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_renews_application_id_applications_id_fk" FOREIGN KEY ("renews_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_settled_by_application_id_applications_id_fk" FOREIGN KEY ("settled_by_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_payoff_application_id_applications_id_fk" FOREIGN KEY ("payoff_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_open_renewal_idx" ON "applications" USING btree ("renews_application_id") WHERE "applications"."renews_application_id" is not null and "applications"."status" not in ('cancelled', 'rejected');