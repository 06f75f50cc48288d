CREATE TABLE "privacy_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"admin_user_id" uuid,
	"file_key" text,
	"expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "privacy_request_kind_check" CHECK ("privacy_request"."kind" IN ('export', 'deletion')),
	CONSTRAINT "privacy_request_state_check" CHECK ("privacy_request"."state" IN ('pending', 'ready', 'expired', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_request" ADD CONSTRAINT "privacy_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request" ADD CONSTRAINT "privacy_request_admin_user_id_app_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_request_pending_idx" ON "privacy_request" USING btree ("next_attempt_at") WHERE "privacy_request"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "privacy_request_ready_idx" ON "privacy_request" USING btree ("expires_at") WHERE "privacy_request"."state" = 'ready';--> statement-breakpoint
CREATE INDEX "privacy_request_created_idx" ON "privacy_request" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_request_user_idx" ON "privacy_request" USING btree ("user_id","created_at" DESC NULLS LAST);