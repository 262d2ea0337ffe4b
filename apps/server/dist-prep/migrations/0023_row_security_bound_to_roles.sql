-- Each shop policy bound to the roles it is for, so a request's query carries one condition.
-- As 0021/0022 wrote them, the cross-shop policy applied to every role and read the role inside its
-- condition: a request's query then carried `(store_id = $shop) OR (current_user <> 'tsm_request')`
-- on every table, two init plans per table, and a condition the planner could not match to an
-- index or test after a non-leakproof filter such as a search's ilike (the order list's search
-- walked the shop's every order). Now the cross-shop view belongs to the role tsm_cross_shop: the
-- role the server connects as is made a member (sign-in, the daily jobs, the message sender,
-- backups, migrations), tsm_request is not, and a request sees only `store_id = $shop`, which the
-- planner folds into the query's own store_id condition. A superuser bypasses row security
-- whatever the policies say; a deployment whose server connects as another non-superuser role
-- grants that role tsm_cross_shop.
-- The shop policy reads the setting directly again, not through 0022's scalar subquery: every
-- statement of a request names its shop on every table (test/store-id-check.ts), so the planner
-- puts the policy's `store_id = setting` in one class with the statement's `store_id = $shop` and
-- compares the two once, before the scans; the init plan only added its cost to every statement
-- (the scale bench: the policies' share of a screen's SQL time 1.065 with it, 1.045 without).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tsm_cross_shop') THEN
    CREATE ROLE tsm_cross_shop NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'tsm_cross_shop', 'USAGE') THEN
    EXECUTE format('GRANT tsm_cross_shop TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
DO $$
DECLARE
  shop_table record;
BEGIN
  FOR shop_table IN
    SELECT p.tablename AS name,
           CASE WHEN p.tablename = 'stores' THEN 'id' ELSE 'store_id' END AS column_name
    FROM pg_policies p
    WHERE p.schemaname = 'public' AND p.policyname = 'cross_shop_work'
  LOOP
    EXECUTE format(
      'ALTER POLICY cross_shop_work ON %I TO tsm_cross_shop USING (true) WITH CHECK (true)',
      shop_table.name);
    EXECUTE format(
      'ALTER POLICY shop_rows ON %I USING (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid) WITH CHECK (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid)',
      shop_table.name, shop_table.column_name, shop_table.column_name);
  END LOOP;
END $$;
