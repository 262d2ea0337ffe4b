import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../src/db/migrations-folder';

/**
 * The migrations folder as it was before migration `idx`, written under `dir`: its journal and SQL
 * files up to it. A migration's test builds a database of the version before it from this.
 */
export function migrationsBefore(idx: number, dir: string): string {
  const source = migrationsFolder();
  const folder = path.join(dir, 'migrations');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries)
    copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}
