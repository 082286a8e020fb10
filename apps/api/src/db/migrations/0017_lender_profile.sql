CREATE TYPE "public"."pagare_mode" AS ENUM('electronic', 'paper');--> statement-breakpoint
CREATE TABLE "lender_profile" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"legal_name" text,
	"rfc" text,
	"address" text,
	"web_address" text,
	"une_address" text,
	"une_phone" text,
	"une_email" text,
	"condusef_phone" text,
	"condusef_web" text,
	"statement_delivery" text,
	"signatory_name" text,
	"signatory_position" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_profile_single_row" CHECK ("lender_profile"."id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reca_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moratorio_rate" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "other_commissions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "insurer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pagare_mode" "pagare_mode" DEFAULT 'electronic' NOT NULL;--> statement-breakpoint
ALTER TABLE "lender_profile" ADD CONSTRAINT "lender_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;