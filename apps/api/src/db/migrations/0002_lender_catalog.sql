CREATE TYPE "public"."payroll_frequency" AS ENUM('weekly', 'biweekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."rate_basis" AS ENUM('periods', 'days360');--> statement-breakpoint
CREATE TABLE "affiliate_products" (
	"affiliate_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "affiliate_products_affiliate_id_product_id_pk" PRIMARY KEY("affiliate_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"employer" text NOT NULL,
	"frequency" "payroll_frequency" NOT NULL,
	"max_deduction_share" numeric(5, 4) NOT NULL,
	"required_document_types" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "branch_affiliates" (
	"branch_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	CONSTRAINT "branch_affiliates_branch_id_affiliate_id_pk" PRIMARY KEY("branch_id","affiliate_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text,
	"zip" text NOT NULL,
	"settlement" text NOT NULL,
	"municipality" text NOT NULL,
	"state" text NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text,
	"frequency" "payroll_frequency" NOT NULL,
	"annual_rate" numeric(9, 6) NOT NULL,
	"rate_basis" "rate_basis" NOT NULL,
	"iva_on_interest" boolean NOT NULL,
	"commission_rate" numeric(7, 6) NOT NULL,
	"insurance_per_period" numeric(12, 2) NOT NULL,
	"min_amount" numeric(12, 2) NOT NULL,
	"max_amount" numeric(12, 2) NOT NULL,
	"terms" integer[] NOT NULL,
	"term_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_document_types" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "affiliate_products" ADD CONSTRAINT "affiliate_products_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_products" ADD CONSTRAINT "affiliate_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_affiliates" ADD CONSTRAINT "branch_affiliates_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_affiliates" ADD CONSTRAINT "branch_affiliates_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_products_product_idx" ON "affiliate_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "branch_affiliates_affiliate_idx" ON "branch_affiliates" USING btree ("affiliate_id");