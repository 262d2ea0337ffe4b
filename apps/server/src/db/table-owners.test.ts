import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { TABLE_OWNERS } from './table-owners';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The SQL name of each table the schema exports, by its export name. */
const tableOfExport = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);
const tableNames = new Set(tableOfExport.values());

/**
 * Writes to another unit's table that have not yet moved behind the owner's public function.
 * This list only shrinks: the test fails when an entry is no longer needed.
 */
const NOT_YET_MOVED: { file: string; table: string; why: string }[] = [
  // Restoring a shop's backup writes every table of the shop in one go, as the backup read them.
  { file: 'features/data-export/shop-import.ts', table: 'stores', why: 'shop restore' },
];

interface Write {
  file: string;
  line: number;
  table: string;
}

/** The unit a file belongs to: its feature folder, or 'lib' or 'jobs'. */
function unitOf(file: string): string {
  const [top, feature] = file.split('/');
  return top === 'features' ? feature! : top!;
}

/** The text of every sql`` template in `text`, with where it starts (nested ones on their own). */
function sqlTemplates(text: string): { start: number; body: string }[] {
  const found: { start: number; body: string }[] = [];
  for (const match of text.matchAll(/\bsql\s*`/g)) {
    const start = match.index + match[0].length;
    let body = '';
    let depth = 0;
    let i = start;
    for (; i < text.length; i += 1) {
      const char = text[i]!;
      if (depth === 0) {
        if (char === '\\') {
          body += text.slice(i, i + 2);
          i += 1;
        } else if (char === '`') break;
        else if (char === '$' && text[i + 1] === '{') {
          depth = 1;
          i += 1;
          body += ' ';
        } else body += char;
      } else if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '`') {
        // A template inside an interpolation: skip it whole (it is read as one of its own).
        let inner = 0;
        for (i += 1; i < text.length; i += 1) {
          if (text[i] === '\\') i += 1;
          else if (text[i] === '$' && text[i + 1] === '{') inner += 1;
          else if (text[i] === '}' && inner > 0) inner -= 1;
          else if (text[i] === '`' && inner === 0) break;
        }
      }
    }
    found.push({ start, body });
  }
  return found;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every write `text` makes: drizzle's insert/update/delete on a schema table, and raw SQL. */
export function writesIn(file: string, text: string): Write[] {
  const imported = new Map<string, string>();
  for (const match of text.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'[./]*(?:\/)?db\/schema(?:\/[\w-]+)?'/g,
  )) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const [exported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const table = exported ? tableOfExport.get(exported) : undefined;
      if (table) imported.set(local ?? exported!, table);
    }
  }
  const writes: Write[] = [];
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g)) {
    const table = imported.get(match[1]!);
    if (table) writes.push({ file, line: lineAt(text, match.index), table });
  }
  for (const template of sqlTemplates(text)) {
    for (const match of template.body.matchAll(
      /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?(\w+)"?/gi,
    )) {
      const table = match[1]!.toLowerCase();
      if (tableNames.has(table)) {
        // The body drops interpolations, so the line is that of the template's start at worst.
        const line = lineAt(text, template.start) + lineAt(template.body, match.index) - 1;
        writes.push({ file, line, table });
      }
    }
  }
  return writes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`);
}

/** The writes of the features, the common lib and the jobs to a table another unit owns. */
function crossingWrites(): Write[] {
  return ['features', 'lib', 'jobs']
    .flatMap(sourceFiles)
    .flatMap((file) => writesIn(file, readFileSync(path.join(src, file), 'utf8')))
    .filter(
      (write) => TABLE_OWNERS[write.table as keyof typeof TABLE_OWNERS] !== unitOf(write.file),
    );
}

describe('table owners', () => {
  it('names an owner for every table of the schema, and only for those', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tableNames].sort());
  });

  it('finds drizzle and raw SQL writes, and not reads or words in comments', () => {
    const probe = [
      "import { payments as ledger, orders } from '../../db/schema';",
      "import { notifications } from '../../db/schema/notifications';",
      "import type { customers } from '../../db/schema/customers';",
      '// update orders when the ledger changes',
      'await tx.insert(ledger).values({});',
      'await tx',
      '  .update(orders)',
      '  .set({});',
      'await tx.select().from(notifications);',
      'await db.execute(sql`select 1 from customers`);',
      'await db.execute(sql`',
      '  with x as (update stores set a = ${sql`b`} returning 1)',
      '  delete from "notifications" where id = ${id}`);',
    ].join('\n');
    expect(writesIn('features/x/x.ts', probe)).toEqual([
      { file: 'features/x/x.ts', line: 5, table: 'payments' },
      { file: 'features/x/x.ts', line: 7, table: 'orders' },
      { file: 'features/x/x.ts', line: 12, table: 'stores' },
      { file: 'features/x/x.ts', line: 13, table: 'notifications' },
    ]);
  });

  it("writes a table only from its owner's files (or through the owner's public function)", () => {
    const crossing = crossingWrites();
    const allowed = new Set(NOT_YET_MOVED.map((entry) => `${entry.file} -> ${entry.table}`));
    const found = new Set(crossing.map((write) => `${write.file} -> ${write.table}`));
    expect(
      crossing
        .filter((write) => !allowed.has(`${write.file} -> ${write.table}`))
        .map(
          (write) =>
            `${write.file}:${write.line} writes ${write.table}, owned by ${
              TABLE_OWNERS[write.table as keyof typeof TABLE_OWNERS]
            }`,
        ),
    ).toEqual([]);
    expect(
      [...allowed].filter((entry) => !found.has(entry)),
      'entries of NOT_YET_MOVED no longer needed',
    ).toEqual([]);
  });
});
