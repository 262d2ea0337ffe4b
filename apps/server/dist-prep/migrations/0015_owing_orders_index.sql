-- The money-still-out report (issue 17): one shop's orders that are ready or collected and still
-- owe money, found without reading its collected and paid history (most of its orders). Keyed by
-- what each owes, an expression whose statistics (kept by ANALYZE for the index, and used by the
-- planner only for an index without a WHERE) tell the planner how few orders owe, which a
-- comparison of two columns could not.
CREATE INDEX "orders_store_owing_idx" ON "orders" USING btree ("store_id","status",("total_paise" - "paid_paise"));
