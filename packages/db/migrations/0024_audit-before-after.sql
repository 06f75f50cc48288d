ALTER TABLE "admin_action" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_action" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "admin_action_at_idx" ON "admin_action" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_action_admin_idx" ON "admin_action" USING btree ("admin_user_id","at" DESC NULLS LAST);