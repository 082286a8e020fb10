CREATE TABLE "disbursement_payoffs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"lender" text NOT NULL,
	"clabe" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"valid_until" text NOT NULL,
	"paid_at" text NOT NULL,
	"no_debt_letter_id" uuid,
	"deduction_release_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disbursement_payoffs" ADD CONSTRAINT "disbursement_payoffs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_payoffs" ADD CONSTRAINT "disbursement_payoffs_no_debt_letter_id_application_documents_id_fk" FOREIGN KEY ("no_debt_letter_id") REFERENCES "public"."application_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursement_payoffs" ADD CONSTRAINT "disbursement_payoffs_deduction_release_id_application_documents_id_fk" FOREIGN KEY ("deduction_release_id") REFERENCES "public"."application_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disbursement_payoffs_position_idx" ON "disbursement_payoffs" USING btree ("application_id","position");