CREATE TABLE "timestamp_authority_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD COLUMN "timestamp_token" text;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD COLUMN "timestamp_authority" text;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD COLUMN "timestamped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contract_documents_sha256_idx" ON "contract_documents" USING btree ("sha256");