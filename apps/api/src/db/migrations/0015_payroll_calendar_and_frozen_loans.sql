ALTER TABLE "signature_evidence" DROP CONSTRAINT "signature_evidence_contract_id_unique";--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payday_weekday" integer;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payday_reference" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "payday_days" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "cutoff_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_figures" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "loan" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "contract_date" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "valid_until" text;--> statement-breakpoint
CREATE INDEX "signature_evidence_contract_idx" ON "signature_evidence" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "signature_evidence" ADD CONSTRAINT "signature_evidence_link_id_unique" UNIQUE("link_id");--> statement-breakpoint
-- Existing convenios get DOMAIN.md's default calendar for their frequency (catorcenal: the demo's
-- reference Friday, 9 Jan 2026, until the admin sets the employer's own). Compared as text: on a
-- new database the migrations run in one transaction, and PostgreSQL refuses an enum value added
-- in it (0010's 'fortnightly') as a constant before it commits.
UPDATE "affiliates" SET "payday_weekday" = 5 WHERE "frequency"::text = 'weekly';--> statement-breakpoint
UPDATE "affiliates" SET "payday_reference" = '2026-01-09' WHERE "frequency"::text = 'fortnightly';--> statement-breakpoint
UPDATE "affiliates" SET "payday_days" = '{15,31}' WHERE "frequency"::text = 'biweekly';--> statement-breakpoint
UPDATE "affiliates" SET "payday_days" = '{31}' WHERE "frequency"::text = 'monthly';
