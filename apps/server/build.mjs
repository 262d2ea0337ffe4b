// Bundles the server and the shared package into dist/server.js, and the restore and
// images:migrate commands into dist/restore.js and dist/images-migrate.js; npm packages stay external.
// `node build.mjs --watch` rebuilds on every change (npm run dev); OUT_DIR=/elsewhere builds a
// private copy (for running several checkouts' servers side by side).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { context } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tailor/'));
const watch = process.argv.includes('--watch');
const outDir = process.env.OUT_DIR ?? 'dist';

rmSync(outDir, { recursive: true, force: true });
cpSync('src/db/migrations', `${outDir}/migrations`, { recursive: true });
const ctx = await context({
  entryPoints: ['src/server.ts', 'src/restore.ts', 'src/images-migrate.ts'],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: watch ? 'info' : 'warning',
});
if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
