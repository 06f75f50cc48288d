CREATE TABLE "test_payment" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_amount_check" CHECK ("test_payment"."amount" > 0),
	CONSTRAINT "test_payment_status_check" CHECK ("test_payment"."status" IN ('requires_payment_method', 'requires_action', 'succeeded', 'failed', 'canceled'))
);
