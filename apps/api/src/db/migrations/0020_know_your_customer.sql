CREATE TABLE "application_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"notice_version" integer NOT NULL,
	"biometric" boolean NOT NULL,
	"voluntary_accepted" jsonb NOT NULL,
	"voluntary_refused" jsonb NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bureau_authorizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bureau_inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"folio" text NOT NULL,
	"inquired_on" text NOT NULL,
	"score" integer,
	"report_document_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"validation_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"validation_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"voluntary_purposes" jsonb NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_validation_id_biometric_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."biometric_validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_notice_version_privacy_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_authorizations" ADD CONSTRAINT "bureau_authorizations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_authorizations" ADD CONSTRAINT "bureau_authorizations_validation_id_biometric_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."biometric_validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_report_document_id_application_documents_id_fk" FOREIGN KEY ("report_document_id") REFERENCES "public"."application_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_codes" ADD CONSTRAINT "customer_codes_validation_id_biometric_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."biometric_validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_validation_id_biometric_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."biometric_validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_consents_application_idx" ON "application_consents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bureau_authorizations_application_idx" ON "bureau_authorizations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bureau_inquiries_application_idx" ON "bureau_inquiries" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "customer_codes_validation_idx" ON "customer_codes" USING btree ("validation_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_application_idx" ON "phone_verifications" USING btree ("application_id");