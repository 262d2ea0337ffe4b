-- One home for the rule that keeps a shop table apart, and a Citus cluster whose shards can move
-- while shops write.
--
-- tsm_keep_shop_table(table): what 0021, 0023, 0024 and 0025 wrote by hand for each shop table,
-- in one place: row security on, the request role's policy on the shop's setting, the cross-shop
-- role's whole view, the request role's grants, and on Citus the table distributed by store_id
-- beside the shop's other rows. A migration that adds a shop table creates it without foreign
-- keys, calls this, then adds its keys (Citus refuses a key from a table not yet distributed to one
-- that is); db/shop-table-migrations.test.ts holds later migrations to that, and to no policy or
-- forced security written by hand.
--
-- On Citus, row security is no longer forced. Citus moves a shard to a new node by logical
-- replication (citus_rebalance_start's default `auto` mode), and on PostgreSQL 15 the
-- subscription's apply worker, a member of the tables' owner, is refused a forced table ("cannot
-- replicate into relation with row-level security enabled"): the move retried for ever
-- (bench/results/2026-11-29-citus-rebalance-auto-stuck.json). Forcing held the owner to the
-- policies, and the owner's view is already the whole table through tsm_cross_shop (0023), the
-- role the server connects as belongs to; so not forcing changes no request's view. Requests run
-- as tsm_request, which owns nothing and cannot bypass row security, on Citus as anywhere.
-- Plain PostgreSQL (embedded or external) keeps forced security, so an owner that is not given
-- the cross-shop role still sees no shop's rows.
CREATE OR REPLACE FUNCTION tsm_keep_shop_table(shop_table regclass) RETURNS void
LANGUAGE plpgsql AS $function$
DECLARE
	on_citus boolean := EXISTS (SELECT FROM pg_extension WHERE extname = 'citus');
	shop_column text := CASE WHEN shop_table = 'stores'::regclass THEN 'id' ELSE 'store_id' END;
BEGIN
	EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', shop_table);
	EXECUTE format('ALTER TABLE %s %s ROW LEVEL SECURITY', shop_table,
		CASE WHEN on_citus THEN 'NO FORCE' ELSE 'FORCE' END);
	EXECUTE format(
		'CREATE POLICY shop_rows ON %s TO tsm_request USING (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid) WITH CHECK (%I = nullif(current_setting(''app.store_id'', true), '''')::uuid)',
		shop_table, shop_column, shop_column);
	EXECUTE format('CREATE POLICY cross_shop_work ON %s TO tsm_cross_shop USING (true) WITH CHECK (true)', shop_table);
	EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO tsm_request', shop_table);
	-- Two tests, not one: pg_dist_partition exists only where Citus does.
	IF NOT on_citus THEN
		RETURN;
	END IF;
	IF EXISTS (SELECT FROM pg_dist_partition WHERE logicalrelid = shop_table) THEN
		RETURN;
	END IF;
	PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
	PERFORM create_distributed_table(shop_table, shop_column, colocate_with => 'stores');
END $function$;--> statement-breakpoint
DO $$
DECLARE
	shop_table record;
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
		RETURN;
	END IF;
	FOR shop_table IN
		SELECT c.oid::regclass AS name
		FROM pg_class c
		WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND c.relforcerowsecurity
	LOOP
		EXECUTE format('ALTER TABLE %s NO FORCE ROW LEVEL SECURITY', shop_table.name);
	END LOOP;
END $$;
--> statement-breakpoint
-- A garment line's tag checked free in the table the row is written to (0025's trigger). On Citus
-- the trigger fires on the shard on its worker, which holds the shop's lines, those earlier in the
-- same statement included: the shard's own name makes each check a plain local look-up, where the
-- distributed table's name made it a distributed query planned inside the shard's insert (which
-- Citus allows only while it stays on that shard). The draw is written out here, for
-- new_tag_code() looks in the distributed table too.
CREATE OR REPLACE FUNCTION "keep_tag_code_free"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
	taken boolean;
BEGIN
	LOOP
		IF NEW.tag_code IS NOT NULL THEN
			EXECUTE format('SELECT EXISTS (SELECT FROM %I.%I WHERE store_id = $1 AND tag_code = $2)',
				TG_TABLE_SCHEMA, TG_TABLE_NAME)
				INTO taken USING NEW.store_id, NEW.tag_code;
			EXIT WHEN NOT taken;
		END IF;
		NEW.tag_code := '';
		FOR i IN 1..6 LOOP
			NEW.tag_code := NEW.tag_code || substr(alphabet, 1 + floor(random() * 31)::int, 1);
		END LOOP;
	END LOOP;
	RETURN NEW;
END $$;
