ALTER TABLE "booking" ALTER COLUMN "tour_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_quoteId_unique" UNIQUE("quote_id");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_kind_check" CHECK (("booking"."tour_id" is null) <> ("booking"."quote_id" is null));