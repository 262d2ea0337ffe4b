import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder';

/** The migration that made tsm_keep_shop_table; every later one adds a shop table through it. */
const ONE_RULE_FROM = 26;

function laterMigrations(): { name: string; sql: string }[] {
  const folder = migrationsFolder();
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql') && Number.parseInt(name, 10) > ONE_RULE_FROM)
    .map((name) => ({ name, sql: readFileSync(path.join(folder, name), 'utf8') }));
}

/** The tables a migration creates with a store_id column. */
export function shopTablesCreated(sql: string): string[] {
  const created = [
    ...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?\s*\(([\s\S]*?)\n\);/gi),
  ];
  return created
    .filter(([, , columns]) => /"?store_id"?\s/.test(columns!))
    .map(([, name]) => name!);
}

/**
 * Whether each of a shop table's foreign keys is added after the table is given to the rule (on
 * Citus, after it is distributed): none inside CREATE TABLE, each ALTER TABLE … FOREIGN KEY later.
 */
export function keysAfterTheRule(sql: string, table: string): boolean {
  const rule = sql.search(new RegExp(`tsm_keep_shop_table\\('"?${table}"?'\\)`));
  const body = new RegExp(
    `CREATE TABLE (?:IF NOT EXISTS )?"?${table}"?\\s*\\(([\\s\\S]*?)\\n\\);`,
    'i',
  ).exec(sql);
  if (rule < 0 || /\b(REFERENCES|FOREIGN KEY)\b/i.test(body?.[1] ?? '')) return false;
  const keys = [
    ...sql.matchAll(new RegExp(`ALTER TABLE "?${table}"? ADD CONSTRAINT \\S+ FOREIGN KEY`, 'gi')),
  ];
  return keys.every((key) => key.index > rule);
}

/**
 * Checks added to an existing table that name their table: Citus sends the text to each shard,
 * whose table has another name ("missing FROM-clause entry for table").
 */
export function checksNamingATable(sql: string): string[] {
  return [...sql.matchAll(/ALTER TABLE \S+ ADD CONSTRAINT \S+ CHECK \(.*?"\w+"\."\w+"/gi)].map(
    ([statement]) => statement!,
  );
}

/** Row security written by hand instead of through the shared rule. */
export function handWrittenSecurity(sql: string): string[] {
  return [
    ...sql.matchAll(
      /\b(CREATE POLICY|ALTER POLICY|(?:NO )?FORCE ROW LEVEL SECURITY|DISABLE ROW LEVEL SECURITY)\b/gi,
    ),
  ].map(([statement]) => statement!.toUpperCase());
}

describe('migrations after the shop-table rule', () => {
  it('finds shop tables and hand-written security in the text it reads', () => {
    const sample = `CREATE TABLE "order_notes" (\n\t"id" uuid,\n\t"store_id" uuid NOT NULL\n);\nCREATE TABLE "people" (\n\t"id" uuid\n);\nALTER TABLE "order_notes" FORCE ROW LEVEL SECURITY;\nCREATE POLICY x ON "order_notes" USING (true);`;
    expect(shopTablesCreated(sample)).toEqual(['order_notes']);
    expect(handWrittenSecurity(sample)).toEqual(['FORCE ROW LEVEL SECURITY', 'CREATE POLICY']);
    const keyFirst = `CREATE TABLE "notes" (\n\t"store_id" uuid\n);\nALTER TABLE "notes" ADD CONSTRAINT "n_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id");\nSELECT tsm_keep_shop_table('notes');`;
    const ruleFirst = `CREATE TABLE "notes" (\n\t"store_id" uuid\n);\nSELECT tsm_keep_shop_table('notes');\nALTER TABLE "notes" ADD CONSTRAINT "n_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id");`;
    const inline = `CREATE TABLE "notes" (\n\t"store_id" uuid REFERENCES "stores"("id")\n);\nSELECT tsm_keep_shop_table('notes');`;
    expect(
      checksNamingATable(
        `ALTER TABLE "stores" ADD CONSTRAINT "a" CHECK ("stores"."tag_sheet" in ('a4'));\nALTER TABLE "stores" ADD CONSTRAINT "b" CHECK ("tag_sheet" in ('a4'));`,
      ),
    ).toHaveLength(1);
    expect([keyFirst, ruleFirst, inline].map((sql) => keysAfterTheRule(sql, 'notes'))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('would have refused the last migration written by hand (0025)', () => {
    const folder = migrationsFolder();
    const sql = readFileSync(path.join(folder, '0025_garment_tags_and_steps.sql'), 'utf8');
    expect(shopTablesCreated(sql)).toEqual(['garment_steps']);
    expect(handWrittenSecurity(sql)).toContain('FORCE ROW LEVEL SECURITY');
    expect(sql).not.toMatch(/tsm_keep_shop_table\('garment_steps'\)/);
  });

  it.each(laterMigrations().map((m) => [m.name, m.sql]))(
    '%s keeps each shop table it adds apart through tsm_keep_shop_table',
    (_name, sql) => {
      expect(handWrittenSecurity(sql)).toEqual([]);
      expect(checksNamingATable(sql)).toEqual([]);
      for (const table of shopTablesCreated(sql)) {
        expect(sql, `${table} must be given to tsm_keep_shop_table`).toMatch(
          new RegExp(`tsm_keep_shop_table\\('"?${table}"?'\\)`),
        );
        expect(
          keysAfterTheRule(sql, table),
          `${table}'s foreign keys must follow tsm_keep_shop_table`,
        ).toBe(true);
      }
    },
  );
});
