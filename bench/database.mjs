// The database scenarios of `npm run bench`:
//   database: first start on an empty DATA_DIR and restart to a healthy /healthz, and the memory of
//             the server's processes at idle (Node plus, for the embedded engine, every PostgreSQL
//             process), for the embedded PostgreSQL server and for DATABASE=pglite;
//   crash:    the crash suite with more cycles (CRASH_CYCLES, default 100), with its figures per
//             keyed write route (keys sent, acknowledged, rows found, doubles, losses).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The process and all its descendants. */
function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** Memory in MB: RSS summed, and PSS (shared pages such as PostgreSQL's buffers counted once). */
function memoryOf(pid) {
  let rss = 0;
  let pss = 0;
  const pids = processTree(pid);
  for (const p of pids) {
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return { processes: pids.length, rssMB: Math.round(rss / 1024), pssMB: Math.round(pss / 1024) };
}

export async function databaseScenario({ startServer, stop, tmp, env }) {
  const results = {};
  for (const engine of ['embedded', 'pglite']) {
    const dataDir = path.join(tmp, `database-${engine}`);
    const engineEnv = { ...env, DATABASE: engine };
    const first = await startServer(dataDir, 3291, engineEnv);
    await stop(first.child);
    const again = await startServer(dataDir, 3291, engineEnv);
    // Idle: the start-up work (pincode table, first cleanup) has settled.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    results[engine] = {
      firstStartEmptyDataDirMs: first.ms,
      restartExistingDataDirMs: again.ms,
      idleMemory: memoryOf(again.child.pid),
    };
    await stop(again.child);
  }
  return results;
}

export function crashScenario(root) {
  const cycles = process.env.CRASH_CYCLES ?? '100';
  const started = performance.now();
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'tsm-bench-crash-'));
  const reportFile = path.join(reportDir, 'crash.json');
  const run = spawnSync(
    'node',
    [path.join(root, 'crash/crash-suite.mjs'), '--report', reportFile],
    {
      env: { ...process.env, CRASH_CYCLES: cycles },
      encoding: 'utf8',
    },
  );
  const summary = /Crash suite: (\d+) passed, (\d+) failed/.exec(run.stdout ?? '');
  if (run.status !== 0) process.stdout.write(run.stdout.split('\n').slice(-60).join('\n'));
  // Keys sent, acknowledged, rows found, doubles and losses, per keyed write route.
  let report = {};
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    // the suite stopped before writing it
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
  const table = /\nPer route:\n[\s\S]*?\n\n/.exec(run.stdout ?? '');
  if (table) process.stdout.write(table[0]);
  return {
    serverKills: Number(cycles),
    commit: report.commit ?? null,
    passed: Number(summary?.[1] ?? 0),
    failed: Number(summary?.[2] ?? 1),
    seconds: Math.round((performance.now() - started) / 1000),
    failedChecks: (report.checks ?? []).filter((c) => !c.ok).map((c) => `${c.name} (${c.detail})`),
    routes: report.routes ?? null,
  };
}
