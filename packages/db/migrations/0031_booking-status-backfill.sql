-- The history of the bookings made before booking_status_change existed (decision 0030), rebuilt
-- from what the bookings and their orders kept. Placed: by its buyer, when created.
INSERT INTO "booking_status_change" ("booking_id", "from_status", "to_status", "event", "actor_user_id", "at")
SELECT b."id", NULL, 'waiting-payment', 'order_placed', b."user_id", b."created_at" FROM "booking" b;
--> statement-breakpoint
-- Paid: when the order was; a transfer by the admin the log says confirmed it, a card (or coins) by the provider.
-- A booking cancelled before its order was paid never became pending.
INSERT INTO "booking_status_change" ("booking_id", "from_status", "to_status", "event", "actor_user_id", "at")
SELECT b."id", 'waiting-payment', 'pending',
  CASE WHEN o."payment_method" = 'bank_transfer' THEN 'payment_received_by_admin' ELSE 'payment_succeeded' END,
  (SELECT a."admin_user_id" FROM "admin_action" a WHERE a."action" = 'bank_transfer.confirmed' AND a."subject_type" = 'order' AND a."subject_id" = o."id"::text ORDER BY a."at" LIMIT 1),
  o."paid_at"
FROM "booking" b JOIN "customer_order" o ON o."id" = b."order_id"
WHERE o."paid_at" IS NOT NULL AND (b."status" <> 'cancelled' OR b."cancelled_at" IS NULL OR b."cancelled_at" >= o."paid_at");
--> statement-breakpoint
-- Cancelled: with a reason by the traveller (only they could), without one by the expiry of the unpaid order.
INSERT INTO "booking_status_change" ("booking_id", "from_status", "to_status", "event", "actor_user_id", "at")
SELECT b."id",
  CASE WHEN o."paid_at" IS NOT NULL AND o."paid_at" <= b."cancelled_at" THEN 'pending' ELSE 'waiting-payment' END,
  'cancelled',
  CASE WHEN b."cancellation_reason" IS NOT NULL THEN 'cancelled_by_customer' ELSE 'order_expired' END,
  CASE WHEN b."cancellation_reason" IS NOT NULL THEN b."user_id" END,
  b."cancelled_at"
FROM "booking" b JOIN "customer_order" o ON o."id" = b."order_id"
WHERE b."status" = 'cancelled' AND b."cancelled_at" IS NOT NULL;
--> statement-breakpoint
-- Completed: by the completion job, once the tour had ended (its start plus its duration).
INSERT INTO "booking_status_change" ("booking_id", "from_status", "to_status", "event", "actor_user_id", "at")
SELECT b."id", 'pending', 'completed', 'tour_ended', NULL,
  b."starts_at" + make_interval(hours => CASE b."duration" WHEN '8h' THEN 8 ELSE 4 END)
FROM "booking" b WHERE b."status" = 'completed';
