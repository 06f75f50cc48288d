CREATE TABLE "gift_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"value_eur_cents" integer NOT NULL,
	"occasion" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text NOT NULL,
	"sender_first_name" text NOT NULL,
	"sender_last_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"status" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"code_last" text NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_codeHash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_card_value_check" CHECK ("gift_card"."value_eur_cents" between 1000 and 100000),
	CONSTRAINT "gift_card_occasion_check" CHECK ("gift_card"."occasion" IN ('mothers-day', 'birthday', 'congratulations', 'christmas', 'bon-voyage', 'thank-you', 'anniversary', 'fathers-day', 'wedding-day', 'best-wishes', 'best-compliments')),
	CONSTRAINT "gift_card_message_check" CHECK (char_length("gift_card"."message") <= 500),
	CONSTRAINT "gift_card_status_check" CHECK ("gift_card"."status" IN ('unpaid', 'unredeemed', 'redeemed', 'cancelled')),
	CONSTRAINT "gift_card_redeemed_check" CHECK (("gift_card"."status" = 'redeemed') = ("gift_card"."redeemed_by" is not null and "gift_card"."redeemed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_redeemed_by_app_user_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_order_idx" ON "gift_card" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "coin_entry" ADD CONSTRAINT "coin_entry_reason_check" CHECK ("coin_entry"."reason" IN ('gift_card', 'checkout', 'refund', 'checkout_failed', 'welcome'));