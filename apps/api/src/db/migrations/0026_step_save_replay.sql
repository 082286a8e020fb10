ALTER TABLE "applications" ADD COLUMN "last_save_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_save_hash" text;