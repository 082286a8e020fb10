CREATE TYPE "public"."pagare_mode" AS ENUM('electronic', 'paper');--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"reca_number" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "pagare_scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "pagare_mode" text DEFAULT 'electronic' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reca_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moratorio_rate" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "other_commissions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "insurer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pagare_mode" "pagare_mode" DEFAULT 'electronic' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_links" ADD COLUMN "signed_version" integer;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_profile" ADD CONSTRAINT "lender_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagare_scans" ADD CONSTRAINT "pagare_scans_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagare_scans" ADD CONSTRAINT "pagare_scans_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagare_scans" ADD CONSTRAINT "pagare_scans_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_product_type_version_idx" ON "contract_templates" USING btree ("product_id","document_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "pagare_scans_contract_version_idx" ON "pagare_scans" USING btree ("contract_id","version");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."sent_at" is null;