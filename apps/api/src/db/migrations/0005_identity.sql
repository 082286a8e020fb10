CREATE TABLE "biometric_captures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"validation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"upload_token_hash" text,
	"storage_key" text,
	"size" integer,
	"content_type" text,
	"sha256" text,
	"width" integer,
	"height" integer,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biometric_validations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"slug_hash" text NOT NULL,
	"slug_encrypted" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text,
	"result_reason" text,
	"consent_at" timestamp with time zone,
	"consent_version" text,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biometric_validations_slug_hash_unique" UNIQUE("slug_hash")
);
--> statement-breakpoint
ALTER TABLE "biometric_captures" ADD CONSTRAINT "biometric_captures_validation_id_biometric_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."biometric_validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_validations" ADD CONSTRAINT "biometric_validations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_validations" ADD CONSTRAINT "biometric_validations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_validations" ADD CONSTRAINT "biometric_validations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biometric_captures_validation_idx" ON "biometric_captures" USING btree ("validation_id");--> statement-breakpoint
CREATE INDEX "biometric_validations_application_idx" ON "biometric_validations" USING btree ("application_id");