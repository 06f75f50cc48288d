ALTER TABLE "coin_entry" DROP CONSTRAINT "coin_entry_reason_check";--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coin_entry" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "coin_entry" ADD COLUMN "adjustment_key" uuid;--> statement-breakpoint
CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "app_user_role_created_idx" ON "app_user" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "app_user_name_idx" ON "app_user" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "app_user_deactivated_idx" ON "app_user" USING btree ("created_at","id") WHERE "app_user"."deactivated_at" is not null;--> statement-breakpoint
CREATE INDEX "app_user_email_prefix_idx" ON "app_user" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_last_name_prefix_idx" ON "app_user" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_user_full_name_prefix_idx" ON "app_user" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entry_adjustment_key_idx" ON "coin_entry" USING btree ("adjustment_key") WHERE "coin_entry"."adjustment_key" is not null;--> statement-breakpoint
ALTER TABLE "coin_entry" ADD CONSTRAINT "coin_entry_reason_check" CHECK ("coin_entry"."reason" IN ('gift_card', 'checkout', 'refund', 'checkout_failed', 'welcome', 'adjustment'));