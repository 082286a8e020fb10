ALTER TABLE "contracts" ADD COLUMN "net_disbursement" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "clabe" text;