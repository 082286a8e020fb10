ALTER TYPE "public"."application_status" ADD VALUE 'signed' BEFORE 'disbursed';--> statement-breakpoint
CREATE TABLE "disbursements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"paid_at" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"clabe" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disbursements_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "signature_evidence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"code_sent_to" jsonb NOT NULL,
	"code_verified_at" timestamp with time zone NOT NULL,
	"signature_storage_key" text NOT NULL,
	"signature_sha256" text NOT NULL,
	"documents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_evidence_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "signature_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"slug_hash" text NOT NULL,
	"slug_encrypted" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_links_slug_hash_unique" UNIQUE("slug_hash")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_evidence" ADD CONSTRAINT "signature_evidence_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_evidence" ADD CONSTRAINT "signature_evidence_link_id_signature_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."signature_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_links" ADD CONSTRAINT "signature_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_links" ADD CONSTRAINT "signature_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_links" ADD CONSTRAINT "signature_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_links_application_idx" ON "signature_links" USING btree ("application_id");