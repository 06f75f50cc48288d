ALTER TABLE "customer_order" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "retries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment" ADD COLUMN "card_last4" text;