CREATE TABLE "shift_totals" (
	"shift_id" integer PRIMARY KEY NOT NULL,
	"orders_delivered" bigint NOT NULL,
	"orders_rejected" bigint NOT NULL,
	"cash_expected" bigint NOT NULL,
	"empties_expected" bigint NOT NULL,
	"full_bottles_delivered" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_totals_backfill" (
	"shift_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_totals" ADD CONSTRAINT "shift_totals_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps shift_totals exact in the transaction of every change that moves a shift's figures (decision 0016):
-- an order put in a shift or taken out, an order's status, payment, total or empties, its lines, a product
-- becoming returnable or not. Statement triggers with transition tables, as order_day_totals has; the rows
-- are upserted in shift order, after every other row the change locks.

-- What one order adds to its shift, signed: the sums of server/shifts/shift-figures.ts, order by order.
-- `f_items`: the returnable bottles its lines hold, which each trigger reads for all its orders at once (a
-- semi-join the planner runs by index for a delivery and by hash for the seed's thousands).
CREATE FUNCTION shift_order_figures(f_status order_status, f_method payment_method, f_payment payment_status,
    f_total integer, f_empties integer, f_items bigint, f_sign integer)
  RETURNS TABLE (delivered bigint, rejected bigint, cash bigint, empties bigint, full_bottles bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT f_sign * (f_status = 'delivered')::int::bigint,
    f_sign * (f_status = 'rejected')::int::bigint,
    f_sign * CASE WHEN f_status = 'delivered' AND f_method = 'cash' AND f_payment = 'success' THEN f_total ELSE 0 END::bigint,
    f_sign * CASE WHEN f_status = 'delivered' THEN f_empties ELSE 0 END::bigint,
    f_sign * CASE WHEN f_status = 'delivered' THEN coalesce(f_items, 0) ELSE 0 END::bigint
$$;
--> statement-breakpoint
-- Adds each shift's change once, in shift order; a change of nothing writes nothing.
CREATE FUNCTION shift_totals_add(deltas shift_totals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shift_totals AS t
  SELECT * FROM unnest(deltas) d
  WHERE d.orders_delivered <> 0 OR d.orders_rejected <> 0 OR d.cash_expected <> 0 OR d.empties_expected <> 0
    OR d.full_bottles_delivered <> 0
  ORDER BY d.shift_id
  ON CONFLICT (shift_id) DO UPDATE SET orders_delivered = t.orders_delivered + excluded.orders_delivered,
    orders_rejected = t.orders_rejected + excluded.orders_rejected, cash_expected = t.cash_expected + excluded.cash_expected,
    empties_expected = t.empties_expected + excluded.empties_expected,
    full_bottles_delivered = t.full_bottles_delivered + excluded.full_bottles_delivered
$$;
--> statement-breakpoint
-- An order put in a shift adds what it holds now; taken out, takes it away. An order deleted has taken
-- itself away already (below); a shift deleted takes its totals row with it.
CREATE FUNCTION shift_totals_on_shift_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM shift_totals_add(array(SELECT (so.shift_id, sum(f.delivered), sum(f.rejected), sum(f.cash), sum(f.empties),
        sum(f.full_bottles))::shift_totals
      FROM new_rows so JOIN order_histories h ON h.id = so.order_history_id
      LEFT JOIN (SELECT o.order_history_id, sum(o.quantity) AS items FROM orders o
        JOIN products p ON p.id = o.product_id AND p.is_returnable
        WHERE o.order_history_id IN (SELECT order_history_id FROM new_rows) GROUP BY o.order_history_id) r ON r.order_history_id = h.id
      CROSS JOIN LATERAL shift_order_figures(h.status, h.payment_method, h.payment_status, h.total, h.bottles_returned,
        r.items, 1) f
      GROUP BY so.shift_id));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM shift_totals_add(array(SELECT (so.shift_id, sum(f.delivered), sum(f.rejected), sum(f.cash), sum(f.empties),
        sum(f.full_bottles))::shift_totals
      FROM old_rows so JOIN order_histories h ON h.id = so.order_history_id
      LEFT JOIN (SELECT o.order_history_id, sum(o.quantity) AS items FROM orders o
        JOIN products p ON p.id = o.product_id AND p.is_returnable
        WHERE o.order_history_id IN (SELECT order_history_id FROM old_rows) GROUP BY o.order_history_id) r ON r.order_history_id = h.id
      CROSS JOIN LATERAL shift_order_figures(h.status, h.payment_method, h.payment_status, h.total, h.bottles_returned,
        r.items, -1) f
      WHERE EXISTS (SELECT 1 FROM shifts s WHERE s.id = so.shift_id)
      GROUP BY so.shift_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_insert AFTER INSERT ON shift_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_shift_orders();
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_update AFTER UPDATE ON shift_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_shift_orders();
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_delete AFTER DELETE ON shift_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_shift_orders();
--> statement-breakpoint
-- An order of a shift changed: what it holds now minus what it held. Orders in no shift add nothing.
CREATE FUNCTION shift_totals_on_order_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_totals_add(array(SELECT (so.shift_id, sum(f.delivered), sum(f.rejected), sum(f.cash), sum(f.empties),
      sum(f.full_bottles))::shift_totals
    FROM (SELECT n.id, n.status, n.payment_method, n.payment_status, n.total, n.bottles_returned, 1 AS sign FROM new_rows n
      UNION ALL
      SELECT o.id, o.status, o.payment_method, o.payment_status, o.total, o.bottles_returned, -1 FROM old_rows o) c
    JOIN shift_orders so ON so.order_history_id = c.id
    LEFT JOIN (SELECT o.order_history_id, sum(o.quantity) AS items FROM orders o
      JOIN products p ON p.id = o.product_id AND p.is_returnable
      WHERE o.order_history_id IN (SELECT s.order_history_id FROM new_rows n JOIN shift_orders s ON s.order_history_id = n.id) GROUP BY o.order_history_id) r
      ON r.order_history_id = c.id
    CROSS JOIN LATERAL shift_order_figures(c.status, c.payment_method, c.payment_status, c.total, c.bottles_returned,
      r.items, c.sign) f
    GROUP BY so.shift_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_order_update AFTER UPDATE ON order_histories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_order_update();
--> statement-breakpoint
-- Before an order goes (its shift row and lines go with it): it takes what it adds away.
CREATE FUNCTION shift_totals_on_order_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_totals_add(array(SELECT (so.shift_id, f.delivered, f.rejected, f.cash, f.empties, f.full_bottles)::shift_totals
    FROM shift_orders so LEFT JOIN (SELECT sum(o.quantity) AS items FROM orders o
      JOIN products p ON p.id = o.product_id AND p.is_returnable WHERE o.order_history_id = OLD.id) r ON true
    CROSS JOIN LATERAL shift_order_figures(OLD.status, OLD.payment_method, OLD.payment_status, OLD.total,
      OLD.bottles_returned, r.items, -1) f
    WHERE so.order_history_id = OLD.id));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_order_delete BEFORE DELETE ON order_histories
  FOR EACH ROW EXECUTE FUNCTION shift_totals_on_order_delete();
--> statement-breakpoint
-- The lines of a delivered order of a shift changed: the returnable bottles it delivered.
CREATE FUNCTION shift_totals_on_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lines are mostly written while their order is in no shift (placing or editing it): one look-up each, then
  -- nothing. Each branch names only the transition tables its event has.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF EXISTS (SELECT 1 FROM new_rows l JOIN shift_orders so ON so.order_history_id = l.order_history_id) THEN
      PERFORM shift_totals_add(array(SELECT (so.shift_id, 0, 0, 0, 0, sum(l.quantity))::shift_totals
        FROM new_rows l JOIN products p ON p.id = l.product_id AND p.is_returnable
        JOIN order_histories h ON h.id = l.order_history_id AND h.status = 'delivered'
        JOIN shift_orders so ON so.order_history_id = h.id
        GROUP BY so.shift_id));
    END IF;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF EXISTS (SELECT 1 FROM old_rows l JOIN shift_orders so ON so.order_history_id = l.order_history_id) THEN
      PERFORM shift_totals_add(array(SELECT (so.shift_id, 0, 0, 0, 0, -sum(l.quantity))::shift_totals
        FROM old_rows l JOIN products p ON p.id = l.product_id AND p.is_returnable
        JOIN order_histories h ON h.id = l.order_history_id AND h.status = 'delivered'
        JOIN shift_orders so ON so.order_history_id = h.id
        GROUP BY so.shift_id));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_lines_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_lines();
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_lines_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_lines();
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_lines_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_lines();
--> statement-breakpoint
-- A product became returnable or stopped being: every delivered line of it in a shift counts or stops counting.
CREATE FUNCTION shift_totals_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_totals_add(array(SELECT (so.shift_id, 0, 0, 0, 0,
      sum(CASE WHEN n.is_returnable THEN l.quantity ELSE -l.quantity END))::shift_totals
    FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.is_returnable <> n.is_returnable
    JOIN orders l ON l.product_id = n.id
    JOIN order_histories h ON h.id = l.order_history_id AND h.status = 'delivered'
    JOIN shift_orders so ON so.order_history_id = h.id
    GROUP BY so.shift_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shift_totals_on_products AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_totals_on_products();
--> statement-breakpoint
-- The shifts of before the triggers: added after the migrations, a few per short transaction
-- (server/db/backfill-shift-totals.ts).
INSERT INTO shift_totals_backfill (shift_id) SELECT id FROM shifts;
