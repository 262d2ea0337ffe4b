import { sql } from 'drizzle-orm';
import type { Database } from './client';

export interface DurabilitySettings {
  fsync: string;
  synchronous_commit: string;
  full_page_writes: string;
}

/** What each unsafe setting means for the shop, in words for the log. */
const RISKS: Record<keyof DurabilitySettings, { safe: (value: string) => boolean; risk: string }> =
  {
    fsync: {
      safe: (value) => value === 'on',
      risk: 'fsync=off: a power cut or OS crash can corrupt the whole database, not only lose the last writes',
    },
    synchronous_commit: {
      // on, local, remote_write and remote_apply all wait for the local WAL flush.
      safe: (value) => value !== 'off',
      risk: 'synchronous_commit=off: a payment the shop saw saved can vanish after a power cut',
    },
    full_page_writes: {
      safe: (value) => value === 'on',
      risk: 'full_page_writes=off: a power cut during a write can leave torn pages that recovery cannot repair',
    },
  };

/** The unsafe settings among these, each with what it risks; empty when the server is durable. */
export function durabilityProblems(settings: DurabilitySettings): string[] {
  return (Object.keys(RISKS) as (keyof DurabilitySettings)[])
    .filter((name) => !RISKS[name].safe(settings[name].trim().toLowerCase()))
    .map((name) => RISKS[name].risk);
}

/** Reads the settings as a session of the application sees them (per-role and per-database ones included). */
export async function readDurabilitySettings(db: Database): Promise<DurabilitySettings> {
  const result = await db.execute<{ name: string; setting: string }>(
    sql`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const settings = Object.fromEntries(
    (rows as { name: string; setting: string }[]).map((row) => [row.name, row.setting]),
  );
  return {
    fsync: settings.fsync ?? 'unknown',
    synchronous_commit: settings.synchronous_commit ?? 'unknown',
    full_page_writes: settings.full_page_writes ?? 'unknown',
  };
}

export class UnsafeDatabaseError extends Error {}
