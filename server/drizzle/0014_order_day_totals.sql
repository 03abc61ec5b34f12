CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"courier_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bottles_to_return" bigint NOT NULL,
	CONSTRAINT "order_day_totals_day_courier_id_status_payment_method_payment_status_pk" PRIMARY KEY("day","courier_id","status","payment_method","payment_status")
);
--> statement-breakpoint
CREATE TABLE "order_day_totals_backfill" (
	"month" date PRIMARY KEY NOT NULL
);
