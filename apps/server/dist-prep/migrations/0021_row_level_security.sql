-- Shops kept apart by the database itself. A request of a shop's staff runs as the role
-- tsm_request, which owns nothing and cannot bypass row-level security, with the shop's id in the
-- transaction's setting app.store_id: every table that has a store_id (and stores itself) shows
-- and takes only that shop's rows, whatever a query forgets. Other roles (the one the server
-- connects as: sign-in, the daily jobs, the message sender, backups, these migrations) keep the
-- whole view through the second policy. Security is forced, so the tables' owner is held to the
-- policies too. Roles belong to the whole PostgreSQL server: the role is made once and shared by
-- every database of the product on it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tsm_request') THEN
    CREATE ROLE tsm_request NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
  -- A connecting role that is not a superuser needs membership to switch to it.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'tsm_request', 'MEMBER') THEN
    EXECUTE format('GRANT tsm_request TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tsm_request;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tsm_request;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO tsm_request;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tsm_request;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO tsm_request;--> statement-breakpoint
DO $$
DECLARE
  shop_table record;
  shop_column text;
BEGIN
  FOR shop_table IN
    SELECT c.relname AS name,
           CASE WHEN c.relname = 'stores' THEN 'id' ELSE 'store_id' END AS column_name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND (c.relname = 'stores' OR EXISTS (
        SELECT FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'store_id' AND NOT a.attisdropped))
  LOOP
    shop_column := shop_table.column_name;
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', shop_table.name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', shop_table.name);
    EXECUTE format(
      'CREATE POLICY shop_rows ON %I TO tsm_request USING (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid) WITH CHECK (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid)',
      shop_table.name, shop_column, shop_column);
    EXECUTE format(
      'CREATE POLICY cross_shop_work ON %I USING (current_user <> ''tsm_request'') WITH CHECK (current_user <> ''tsm_request'')',
      shop_table.name);
  END LOOP;
END $$;
