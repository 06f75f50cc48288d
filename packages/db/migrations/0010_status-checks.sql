ALTER TABLE "app_user" ADD CONSTRAINT "app_user_account_type_check" CHECK ("app_user"."account_type" IN ('individual', 'business'));--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_business_kind_check" CHECK ("app_user"."business_kind" IN ('travel_agent', 'event_agency', 'partner'));--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_business_status_check" CHECK ("app_user"."business_status" IN ('pending', 'validated'));--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_gender_check" CHECK ("app_user"."gender" IN ('male', 'female'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "payout_method" ADD CONSTRAINT "payout_method_kind_check" CHECK ("payout_method"."kind" IN ('paypal', 'bank_account'));--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_kind_check" CHECK ("promo_code"."kind" IN ('agent', 'discount'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_status_check" CHECK ("booking"."status" IN ('waiting-payment', 'pending', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_status_check" CHECK ("customer_order"."status" IN ('awaiting_payment', 'paid', 'failed', 'expired'));--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_payment_method_check" CHECK ("customer_order"."payment_method" IN ('card', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "mission" ADD CONSTRAINT "mission_status_check" CHECK ("mission"."status" IN ('waiting_response', 'assigned', 'cancelled', 'finished'));