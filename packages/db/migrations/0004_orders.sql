CREATE TABLE "bank_information" (
	"currency" text PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"duration" text NOT NULL,
	"day" date NOT NULL,
	"start_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"guide_language" text NOT NULL,
	"meeting_point" text,
	"special_requirements" text,
	"traveler_type" text,
	"passenger_relation" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"price" integer NOT NULL,
	"price_eur_cents" integer NOT NULL,
	"status" text NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"private_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"visitor_cart_id" uuid,
	"tour_id" integer NOT NULL,
	"duration" text NOT NULL,
	"day" date NOT NULL,
	"start_time" time NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"guide_language" text NOT NULL,
	"meeting_point" text,
	"special_requirements" text,
	"traveler_type" text,
	"passenger_relation" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_owner_check" CHECK (("cart_item"."user_id" is null) <> ("cart_item"."visitor_cart_id" is null)),
	CONSTRAINT "cart_item_travellers_check" CHECK ("cart_item"."adults" >= 0 and "cart_item"."children" >= 0 and "cart_item"."infants" >= 0 and "cart_item"."adults" + "cart_item"."children" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coin_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"gift_card_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_entry_nonzero_check" CHECK ("coin_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "customer_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_code" text,
	"discount_percent" smallint,
	"coins" integer DEFAULT 0 NOT NULL,
	"coins_eur_cents" integer DEFAULT 0 NOT NULL,
	"grand_total" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"provider" text,
	"payment_id" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_reference_unique" UNIQUE("reference"),
	CONSTRAINT "customer_order_amounts_check" CHECK ("customer_order"."subtotal" >= 0 and "customer_order"."discount" >= 0 and "customer_order"."coins" >= 0 and "customer_order"."grand_total" >= 0 and "customer_order"."grand_total" = "customer_order"."subtotal" - "customer_order"."discount" - "customer_order"."coins")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"city_id" integer NOT NULL,
	"status" text DEFAULT 'waiting_response' NOT NULL,
	"guide_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_bookingId_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" uuid,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_proof" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_tour_id_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tour"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entry" ADD CONSTRAINT "coin_entry_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entry" ADD CONSTRAINT "coin_entry_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission" ADD CONSTRAINT "mission_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission" ADD CONSTRAINT "mission_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission" ADD CONSTRAINT "mission_guide_user_id_app_user_id_fk" FOREIGN KEY ("guide_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proof" ADD CONSTRAINT "payment_proof_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_user_idx" ON "booking" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_order_idx" ON "booking" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "booking_completion_idx" ON "booking" USING btree ("starts_at") WHERE "booking"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cart_item_user_idx" ON "cart_item" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_item_visitor_idx" ON "cart_item" USING btree ("visitor_cart_id");--> statement-breakpoint
CREATE INDEX "coin_entry_user_idx" ON "coin_entry" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_order_user_idx" ON "customer_order" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_payment_idx" ON "customer_order" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "customer_order_expiry_idx" ON "customer_order" USING btree ("expires_at") WHERE "customer_order"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "mission_city_idx" ON "mission" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "payment_proof_order_idx" ON "payment_proof" USING btree ("order_id");