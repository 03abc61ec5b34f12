-- Keeps order_day_totals exact in the transaction of every change to order_histories (decision 0016).
-- Statement triggers with transition tables: a batch of inserts (the seed, a bulk change) adds its
-- totals in one upsert; a change that moves no figure (a version bump, a comment) touches no row.
-- The rows are upserted in key order, so two changes never lock the same two rows in opposite orders.
CREATE FUNCTION order_day_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has: new rows count +1, old rows −1.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_totals AS t (day, courier_id, status, payment_method, payment_status, orders, amount, bottles_to_return)
    SELECT day, courier_id, status, payment_method, payment_status, sum(orders), sum(amount), sum(bottles_to_return)
    FROM (SELECT created_on AS day, coalesce(courier_id, 0) AS courier_id, status, payment_method, payment_status,
        1 AS orders, total::bigint AS amount, bottles_to_return::bigint AS bottles_to_return FROM new_rows) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(orders) <> 0 OR sum(amount) <> 0 OR sum(bottles_to_return) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, courier_id, status, payment_method, payment_status) DO UPDATE
      SET orders = t.orders + excluded.orders, amount = t.amount + excluded.amount,
        bottles_to_return = t.bottles_to_return + excluded.bottles_to_return;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_totals AS t (day, courier_id, status, payment_method, payment_status, orders, amount, bottles_to_return)
    SELECT day, courier_id, status, payment_method, payment_status, sum(orders), sum(amount), sum(bottles_to_return)
    FROM (SELECT created_on AS day, coalesce(courier_id, 0) AS courier_id, status, payment_method, payment_status,
        -1 AS orders, -total::bigint AS amount, -bottles_to_return::bigint AS bottles_to_return FROM old_rows
      UNION ALL
      SELECT created_on AS day, coalesce(courier_id, 0) AS courier_id, status, payment_method, payment_status,
        1 AS orders, total::bigint AS amount, bottles_to_return::bigint AS bottles_to_return FROM new_rows) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(orders) <> 0 OR sum(amount) <> 0 OR sum(bottles_to_return) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, courier_id, status, payment_method, payment_status) DO UPDATE
      SET orders = t.orders + excluded.orders, amount = t.amount + excluded.amount,
        bottles_to_return = t.bottles_to_return + excluded.bottles_to_return;
  ELSE
    INSERT INTO order_day_totals AS t (day, courier_id, status, payment_method, payment_status, orders, amount, bottles_to_return)
    SELECT day, courier_id, status, payment_method, payment_status, sum(orders), sum(amount), sum(bottles_to_return)
    FROM (SELECT created_on AS day, coalesce(courier_id, 0) AS courier_id, status, payment_method, payment_status,
        -1 AS orders, -total::bigint AS amount, -bottles_to_return::bigint AS bottles_to_return FROM old_rows) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(orders) <> 0 OR sum(amount) <> 0 OR sum(bottles_to_return) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, courier_id, status, payment_method, payment_status) DO UPDATE
      SET orders = t.orders + excluded.orders, amount = t.amount + excluded.amount,
        bottles_to_return = t.bottles_to_return + excluded.bottles_to_return;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_totals_on_insert AFTER INSERT ON order_histories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER order_day_totals_on_update AFTER UPDATE ON order_histories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER order_day_totals_on_delete AFTER DELETE ON order_histories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_add();
--> statement-breakpoint
-- Orders placed before the triggers: their months are added after the migrations, each in its own
-- short transaction (server/db/online-steps.ts). min and max come from an index, so this is quick.
INSERT INTO order_day_totals_backfill (month)
SELECT generate_series(date_trunc('month', min(created_on)), max(created_on), interval '1 month')::date
FROM order_histories;
