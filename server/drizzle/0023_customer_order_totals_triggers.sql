-- Keeps customer_order_totals exact in the transaction of every change to order_histories, as order_day_totals
-- is kept (migration 0015, decision 0016): statement triggers with transition tables, one upsert per statement,
-- nothing written for a change that moves no figure, the rows upserted in customer order.

-- What one order adds to its customer's row, signed (+1 a new row, −1 an old one): the sums of the orders card
-- (server/queries/order-history-card.ts), order by order.
CREATE FUNCTION customer_order_delta(o order_histories, f_sign integer) RETURNS customer_order_totals
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(
    o.user_id,
    f_sign,
    f_sign * o.total::bigint,
    f_sign * o.bottles_to_return::bigint,
    f_sign * CASE WHEN o.payment_method = 'cash' AND o.payment_status <> 'success' AND o.status <> 'rejected'
      THEN o.total ELSE 0 END::bigint,
    f_sign * (o.status = 'pending')::int,
    f_sign * (o.status = 'accepted')::int,
    f_sign * (o.status = 'courier')::int,
    f_sign * (o.status = 'delivered')::int,
    f_sign * (o.status = 'rejected')::int,
    f_sign * (o.payment_method = 'card')::int,
    f_sign * (o.payment_method = 'payme')::int,
    f_sign * (o.payment_method = 'click')::int,
    f_sign * (o.payment_method = 'cash')::int,
    f_sign * (o.payment_method = 'transfer')::int
  )::customer_order_totals
$$;
--> statement-breakpoint
-- Adds each customer's change once, in customer order.
CREATE FUNCTION customer_order_totals_add(deltas customer_order_totals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_order_totals AS t
  SELECT d.user_id,
    sum(d.orders),
    sum(d.amount),
    sum(d.bottles_to_return),
    sum(d.cash_to_collect),
    sum(d.status_pending),
    sum(d.status_accepted),
    sum(d.status_courier),
    sum(d.status_delivered),
    sum(d.status_rejected),
    sum(d.method_card),
    sum(d.method_payme),
    sum(d.method_click),
    sum(d.method_cash),
    sum(d.method_transfer)
  FROM unnest(deltas) d
  GROUP BY d.user_id
  HAVING sum(d.orders) <> 0 OR sum(d.amount) <> 0 OR sum(d.bottles_to_return) <> 0 OR sum(d.cash_to_collect) <> 0
    OR sum(d.status_pending) <> 0 OR sum(d.status_accepted) <> 0 OR sum(d.status_courier) <> 0 OR sum(d.status_delivered) <> 0
    OR sum(d.status_rejected) <> 0 OR sum(d.method_card) <> 0 OR sum(d.method_payme) <> 0 OR sum(d.method_click) <> 0
    OR sum(d.method_cash) <> 0 OR sum(d.method_transfer) <> 0
  ORDER BY d.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    orders = t.orders + excluded.orders,
    amount = t.amount + excluded.amount,
    bottles_to_return = t.bottles_to_return + excluded.bottles_to_return,
    cash_to_collect = t.cash_to_collect + excluded.cash_to_collect,
    status_pending = t.status_pending + excluded.status_pending,
    status_accepted = t.status_accepted + excluded.status_accepted,
    status_courier = t.status_courier + excluded.status_courier,
    status_delivered = t.status_delivered + excluded.status_delivered,
    status_rejected = t.status_rejected + excluded.status_rejected,
    method_card = t.method_card + excluded.method_card,
    method_payme = t.method_payme + excluded.method_payme,
    method_click = t.method_click + excluded.method_click,
    method_cash = t.method_cash + excluded.method_cash,
    method_transfer = t.method_transfer + excluded.method_transfer
$$;
--> statement-breakpoint
CREATE FUNCTION customer_order_totals_on_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_order_totals_add(array(SELECT customer_order_delta(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM customer_order_totals_add(array(SELECT customer_order_delta(o, -1) FROM old_rows o
      UNION ALL SELECT customer_order_delta(n, 1) FROM new_rows n));
  ELSE
    PERFORM customer_order_totals_add(array(SELECT customer_order_delta(o, -1) FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_order_totals_on_insert AFTER INSERT ON order_histories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_order_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER customer_order_totals_on_update AFTER UPDATE ON order_histories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_order_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER customer_order_totals_on_delete AFTER DELETE ON order_histories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_order_totals_on_orders();
--> statement-breakpoint
-- Orders placed before the triggers: their customers are added after the migrations, 1,000 customer ids per
-- short transaction (server/db/backfill-customer-order-totals.ts). max(id) comes from the primary key.
INSERT INTO customer_order_totals_backfill (from_user_id, to_user_id)
SELECT f, f + 999 FROM generate_series(0, (SELECT max(id) FROM users WHERE EXISTS (SELECT 1 FROM order_histories)), 1000) f;
