CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"booking_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coins_eur_cents" integer DEFAULT 0 NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_note_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_note_refundId_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_note_route_check" CHECK ("credit_note"."route" IN ('card', 'coins', 'transfer')),
	CONSTRAINT "credit_note_amounts_check" CHECK ("credit_note"."amount" >= 0 and "credit_note"."coins_eur_cents" >= 0 and "credit_note"."amount" + "credit_note"."coins_eur_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_order_id_invoice_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."invoice"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;