CREATE TYPE "public"."shift_status" AS ENUM('open', 'closing', 'closed');--> statement-breakpoint
CREATE TABLE "shift_orders" (
	"order_history_id" integer PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"courier_id" integer NOT NULL,
	"status" "shift_status" DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"confirmed_by_id" integer,
	"full_bottles_loaded" integer,
	"cash_declared" integer,
	"empties_declared" integer,
	"full_bottles_declared" integer,
	"note" text,
	"cash_received" integer,
	"empties_received" integer,
	"full_bottles_received" integer,
	"admin_note" text
);
--> statement-breakpoint
ALTER TABLE "shift_orders" ADD CONSTRAINT "shift_orders_order_history_id_order_histories_id_fk" FOREIGN KEY ("order_history_id") REFERENCES "public"."order_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_orders" ADD CONSTRAINT "shift_orders_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_orders_shift_id_idx" ON "shift_orders" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_unclosed_per_courier_idx" ON "shifts" USING btree ("courier_id") WHERE "shifts"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "shifts_courier_opened_at_idx" ON "shifts" USING btree ("courier_id","opened_at");--> statement-breakpoint
CREATE INDEX "shifts_status_idx" ON "shifts" USING btree ("status");