// `npm run dev`: the API rebuilt and restarted on change (port 3000), and Vite with hot reload
// (port 5173) proxying /api to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const children = [];
function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}
function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

start('node', ['build.mjs', '--watch'], { cwd: 'apps/server' });
while (!existsSync('apps/server/dist/server.js')) await sleep(200);
start(
  'node',
  ['--enable-source-maps', '--watch-path=apps/server/dist', 'apps/server/dist/server.js'],
  {
    env: { SERVE_WEB: 'false', ...process.env },
  },
);
start('npx', ['vite'], { cwd: 'apps/web' });
