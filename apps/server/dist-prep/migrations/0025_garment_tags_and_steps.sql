-- A tag on every garment and a scan at every step (issue 31). Each garment line gets a short code,
-- unique in its shop, printed as a QR of PUBLIC_URL/g/{code}; each step of work scanned for it is
-- kept in garment_steps, the latest also on the line (stage). The shop chooses its tag paper and
-- whether an order becomes Completed once every garment is scanned ready.
--
-- The code is the column's default, so every way a line is written (an order, an edit, an import)
-- gets one without asking. Its 31 characters leave out the ones read as each other (0/O, 1/I/L);
-- 31^6 is about 887 million codes a shop. new_tag_code() draws again while the code is taken in
-- the request's shop (app.store_id, which a request sets before its first statement; the shop's
-- writes run one after another under its write lock, so a code checked free stays free until the
-- insert). Work that spans shops has no shop set and draws once: the unique key refuses the rare
-- taken code. Existing lines are given codes derived from their ids (md5: immutable, which a
-- distributed database accepts in an update of every shard), drawn again while two of a shop's
-- lines share one.
CREATE FUNCTION "new_tag_code"() RETURNS varchar LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
	shop uuid := nullif(current_setting('app.store_id', true), '')::uuid;
	code text;
BEGIN
	LOOP
		code := '';
		FOR i IN 1..6 LOOP
			code := code || substr(alphabet, 1 + floor(random() * 31)::int, 1);
		END LOOP;
		IF shop IS NULL OR NOT EXISTS (
			SELECT FROM order_products WHERE store_id = shop AND tag_code = code
		) THEN
			RETURN code;
		END IF;
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "tag_code_of"(seed text) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
	SELECT string_agg(
		substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(decode(md5(seed), 'hex'), i) % 31, 1),
		'' ORDER BY i)
	FROM generate_series(0, 5) AS i
$$;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "tag_code" varchar(6);--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "stage" varchar(12);--> statement-breakpoint
UPDATE "order_products" SET "tag_code" = tag_code_of("id"::text);--> statement-breakpoint
DO $$
DECLARE
	attempt int := 0;
BEGIN
	LOOP
		attempt := attempt + 1;
		UPDATE order_products p SET tag_code = tag_code_of(p.id::text || ':' || attempt::text)
		FROM (
			SELECT id, store_id, row_number() OVER (PARTITION BY store_id, tag_code ORDER BY id) AS n
			FROM order_products
		) taken
		WHERE taken.n > 1 AND p.id = taken.id AND p.store_id = taken.store_id;
		EXIT WHEN NOT FOUND;
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "order_products" ALTER COLUMN "tag_code" SET DEFAULT new_tag_code();--> statement-breakpoint
-- The default cannot see the row's shop, and work that spans shops (a restore, a bulk insert) has
-- none set: drawn that way, tens of thousands of lines written at once would share a code (the
-- birthday bound: 40,000 lines among 887 million codes meet more often than not). Each new line's
-- code is therefore checked against its own shop's lines, those written earlier in the same
-- statement included (a row-level BEFORE trigger sees them), and drawn again while taken; also
-- when replication mode skips ordinary triggers (ENABLE ALWAYS). On Citus the trigger runs on the
-- shard, which holds the shop's lines.
SELECT set_config('citus.enable_unsafe_triggers', 'on', true);--> statement-breakpoint
CREATE FUNCTION "keep_tag_code_free"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WHILE NEW.tag_code IS NULL OR EXISTS (
		SELECT FROM order_products WHERE store_id = NEW.store_id AND tag_code = NEW.tag_code
	) LOOP
		NEW.tag_code := new_tag_code();
	END LOOP;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_products_tag_code_free" BEFORE INSERT ON "order_products" FOR EACH ROW EXECUTE FUNCTION "keep_tag_code_free"();--> statement-breakpoint
ALTER TABLE "order_products" ENABLE ALWAYS TRIGGER "order_products_tag_code_free";--> statement-breakpoint
ALTER TABLE "order_products" ALTER COLUMN "tag_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_tag_code_unique" UNIQUE("store_id","tag_code");--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_stage_check" CHECK ("stage" in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready'));--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tag_sheet" varchar(10) DEFAULT 'a4' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "complete_when_ready" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tag_sheet_check" CHECK ("tag_sheet" in ('a4', 'thermal58'));--> statement-breakpoint
CREATE TABLE "garment_steps" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"stage" varchar(12) NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garment_steps_pkey" PRIMARY KEY("id","store_id"),
	CONSTRAINT "garment_steps_stage_check" CHECK ("garment_steps"."stage" in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready'))
);
--> statement-breakpoint
CREATE INDEX "garment_steps_order_idx" ON "garment_steps" USING btree ("order_id","created_at");--> statement-breakpoint
-- The new shop table kept apart as its neighbours are (0021, 0023): forced row security, the
-- request role's policy on the shop's setting and the cross-shop role's whole view, and grants.
ALTER TABLE "garment_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "garment_steps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_rows ON "garment_steps" TO tsm_request USING (store_id = nullif(current_setting('app.store_id', true), '')::uuid) WITH CHECK (store_id = nullif(current_setting('app.store_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY cross_shop_work ON "garment_steps" TO tsm_cross_shop USING (true) WITH CHECK (true);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "garment_steps" TO tsm_request;--> statement-breakpoint
-- On Citus only: the history distributed by its shop beside the shop's other rows (0024), before
-- its foreign keys are added (Citus refuses a key from a table not yet distributed to one that is).
DO $$
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
		RETURN;
	END IF;
	PERFORM set_config('citus.multi_shard_modify_mode', 'sequential', true);
	PERFORM create_distributed_table('garment_steps', 'store_id', colocate_with => 'stores');
END $$;--> statement-breakpoint
ALTER TABLE "garment_steps" ADD CONSTRAINT "garment_steps_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_steps" ADD CONSTRAINT "garment_steps_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_steps" ADD CONSTRAINT "garment_steps_order_fk" FOREIGN KEY ("order_id","store_id") REFERENCES "public"."orders"("id","store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_steps" ADD CONSTRAINT "garment_steps_product_fk" FOREIGN KEY ("product_id","store_id") REFERENCES "public"."order_products"("id","store_id") ON DELETE cascade ON UPDATE no action;
