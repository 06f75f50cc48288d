ALTER TABLE "refund" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "iban" text;