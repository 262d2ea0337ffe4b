-- The shop policies read the request's shop and role once per query instead of once per row. As
-- written in 0021 their expressions were calls PostgreSQL evaluates for every row it looks at (a
-- setting read and a text-to-uuid cast per order of a 50,000-order list); wrapped in a scalar
-- subquery each becomes an init plan, computed once and then compared like a parameter, which
-- also lets the shop's own index serve the policy's condition.
DO $$
DECLARE
  shop_table record;
BEGIN
  FOR shop_table IN
    SELECT p.tablename AS name,
           CASE WHEN p.tablename = 'stores' THEN 'id' ELSE 'store_id' END AS column_name
    FROM pg_policies p
    WHERE p.schemaname = 'public' AND p.policyname = 'shop_rows'
  LOOP
    EXECUTE format(
      'ALTER POLICY shop_rows ON %I USING (%I = (SELECT nullif(current_setting(''app.store_id'', true), '''')::uuid)) WITH CHECK (%I = (SELECT nullif(current_setting(''app.store_id'', true), '''')::uuid))',
      shop_table.name, shop_table.column_name, shop_table.column_name);
    EXECUTE format(
      'ALTER POLICY cross_shop_work ON %I USING ((SELECT current_user) <> ''tsm_request'') WITH CHECK ((SELECT current_user) <> ''tsm_request'')',
      shop_table.name);
  END LOOP;
END $$;
