CREATE TABLE "catalog_imports" (
	"catalog" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"rows" integer NOT NULL,
	"sha256" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_settlements" (
	"zip" text NOT NULL,
	"settlement" text NOT NULL,
	"settlement_type" text NOT NULL,
	"municipality" text NOT NULL,
	"state" text NOT NULL,
	"city" text,
	"zone" text NOT NULL,
	"state_code" text NOT NULL,
	"municipality_code" text NOT NULL,
	"settlement_id" text NOT NULL,
	CONSTRAINT "postal_settlements_state_code_municipality_code_settlement_id_pk" PRIMARY KEY("state_code","municipality_code","settlement_id")
);
--> statement-breakpoint
CREATE INDEX "postal_settlements_zip_idx" ON "postal_settlements" USING btree ("zip");