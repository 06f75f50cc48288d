CREATE TABLE "contact_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sender_user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"booking_reference" text,
	"locale" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_kind_check" CHECK ("contact_message"."kind" IN ('contact', 'contact_pro'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriber_status_check" CHECK ("newsletter_subscriber"."status" IN ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscriber_email_lower_check" CHECK ("newsletter_subscriber"."email" = lower("newsletter_subscriber"."email"))
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "account_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_sender_user_id_app_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_email_idx" ON "newsletter_subscriber" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_confirm_idx" ON "newsletter_subscriber" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_unsubscribe_idx" ON "newsletter_subscriber" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_confirmed_idx" ON "newsletter_subscriber" USING btree ("locale","email") WHERE "newsletter_subscriber"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_account_manager_id_app_user_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;