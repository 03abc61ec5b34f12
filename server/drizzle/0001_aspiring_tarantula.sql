ALTER TABLE "order_histories" ADD COLUMN "created_on" date GENERATED ALWAYS AS (((created_at at time zone 'UTC') + interval '5 hours')::date) STORED;--> statement-breakpoint
CREATE INDEX "order_histories_status_payment_total_idx" ON "order_histories" USING btree ("status","payment_method","total","id");--> statement-breakpoint
CREATE INDEX "order_histories_created_on_stats_idx" ON "order_histories" USING btree ("created_on","status","total");--> statement-breakpoint
CREATE INDEX "reminders_last_order_id_idx" ON "reminders" USING btree ("last_order_id");