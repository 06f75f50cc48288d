CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"booking_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coins_eur_cents" integer DEFAULT 0 NOT NULL,
	"route" text NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"status" text NOT NULL,
	"provider" text,
	"payment_id" text,
	"provider_refund_id" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "refund_status_check" CHECK ("refund"."status" IN ('requested', 'sent', 'succeeded', 'failed')),
	CONSTRAINT "refund_route_check" CHECK ("refund"."route" IN ('card', 'coins', 'transfer')),
	CONSTRAINT "refund_source_check" CHECK ("refund"."source" IN ('traveller', 'admin', 'dispute')),
	CONSTRAINT "refund_amounts_check" CHECK ("refund"."amount" >= 0 and "refund"."coins_eur_cents" >= 0 and "refund"."amount" + "refund"."coins_eur_cents" > 0),
	CONSTRAINT "refund_coins_route_check" CHECK (("refund"."route" = 'coins') = ("refund"."amount" = 0)),
	CONSTRAINT "refund_card_payment_check" CHECK (("refund"."route" = 'card') = ("refund"."payment_id" is not null and "refund"."provider" is not null))
);
--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE INDEX "refund_booking_idx" ON "refund" USING btree ("booking_id") WHERE "refund"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "refund_due_idx" ON "refund" USING btree ("next_attempt_at") WHERE "refund"."status" = 'requested' and "refund"."route" = 'card';--> statement-breakpoint
CREATE INDEX "refund_waiting_idx" ON "refund" USING btree ("status","requested_at") WHERE "refund"."status" in ('requested', 'failed');