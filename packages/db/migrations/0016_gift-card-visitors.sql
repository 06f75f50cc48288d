ALTER TABLE "customer_order" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "visitor_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "buyer_email" text;--> statement-breakpoint
CREATE INDEX "customer_order_visitor_idx" ON "customer_order" USING btree ("visitor_id") WHERE "customer_order"."visitor_id" is not null;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_owner_check" CHECK (("customer_order"."user_id" is null) <> ("customer_order"."visitor_id" is null));--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_visitor_email_check" CHECK ("customer_order"."visitor_id" is null or "customer_order"."buyer_email" is not null);