CREATE TABLE "customer_order_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bottles_to_return" bigint NOT NULL,
	"cash_to_collect" bigint NOT NULL,
	"status_pending" integer NOT NULL,
	"status_accepted" integer NOT NULL,
	"status_courier" integer NOT NULL,
	"status_delivered" integer NOT NULL,
	"status_rejected" integer NOT NULL,
	"method_card" integer NOT NULL,
	"method_payme" integer NOT NULL,
	"method_click" integer NOT NULL,
	"method_cash" integer NOT NULL,
	"method_transfer" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_order_totals_backfill" (
	"from_user_id" integer PRIMARY KEY NOT NULL,
	"to_user_id" integer NOT NULL
);
