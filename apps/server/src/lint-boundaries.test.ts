import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// What `npm run lint` refuses about the shape of the code: checked here so a change to the lint
// set-up that quietly stops checking (as import/no-cycle once read no .ts file) fails a test.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const probeDir = path.join(root, 'apps/server/src/lib', `cycle-probe-${process.pid}`);
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

async function rulesBroken(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.line}:${message.ruleId ?? message.message}`);
}

describe('lint', () => {
  it('refuses two TypeScript files that import each other', async () => {
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(
      path.join(probeDir, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    writeFileSync(
      path.join(probeDir, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    const results = await eslint.lintFiles([path.join(probeDir, '*.ts')]);
    const cycles = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'import/no-cycle')
        .map(() => path.basename(result.filePath)),
    );
    expect(cycles.sort()).toEqual(['a.ts', 'b.ts']);
  }, 120_000);

  it("refuses a daily job, a program or app.ts reaching into a feature's files", async () => {
    const deep =
      "import { notify } from '../features/notifications/notifications.service';\nexport const probe = notify;\n";
    expect(await rulesBroken('apps/server/src/jobs/probe.ts', deep)).toEqual([
      '1:import/no-restricted-paths',
    ]);
    const throughIndex =
      "import { notify } from '../features/notifications';\nexport const probe = notify;\n";
    expect(await rulesBroken('apps/server/src/jobs/probe.ts', throughIndex)).toEqual([]);
    const program =
      "import { copyImage } from './features/images/copy-images';\nexport const probe = copyImage;\n";
    expect(await rulesBroken('apps/server/src/restore.ts', program)).toEqual([
      '1:import/no-restricted-paths',
    ]);
    const mounted =
      "import { orderRoutes } from './features/orders/orders.routes';\nimport { createImageLinks } from './features/images/image-links';\nexport const probe = [orderRoutes, createImageLinks];\n";
    expect(await rulesBroken('apps/server/src/app.ts', mounted)).toEqual([
      '2:import/no-restricted-paths',
    ]);
  }, 120_000);

  it('keeps the gateways behind their features’ interfaces: no feature or common code imports an adapter', async () => {
    const adapter =
      "import { httpTransport } from '../../adapters/sms-http';\nexport const probe = httpTransport;\n";
    expect(await rulesBroken('apps/server/src/features/auth/probe.ts', adapter)).toEqual([
      '1:import/no-restricted-paths',
    ]);
    expect(
      await rulesBroken(
        'apps/server/src/lib/probe.ts',
        "import { httpTransport } from '../adapters/sms-http';\nexport const probe = httpTransport;\n",
      ),
    ).toEqual(['1:import/no-restricted-paths']);
    // A feature's test may run it with the real adapter.
    expect(await rulesBroken('apps/server/src/features/auth/probe.test.ts', adapter)).toEqual([]);
    // An adapter uses a feature through its index.ts only.
    const deep =
      "import type { SmsTransport } from '../features/auth/sms-transport';\nexport type Probe = SmsTransport;\n";
    expect(await rulesBroken('apps/server/src/adapters/probe.ts', deep)).toEqual([
      '1:import/no-restricted-paths',
    ]);
    expect(
      await rulesBroken(
        'apps/server/src/adapters/probe.ts',
        "import type { SmsTransport } from '../features/auth';\nexport type Probe = SmsTransport;\n",
      ),
    ).toEqual([]);
  }, 120_000);

  it('keeps features and the app out of the sign-in page’s script', async () => {
    const text =
      "import { ProductImageGallery } from '../features/orders';\nexport const probe = ProductImageGallery;\n";
    expect(await rulesBroken('apps/web/src/login-shell/probe.ts', text)).toEqual([
      '1:import/no-restricted-paths',
    ]);
  }, 120_000);

  it('refuses a screen that lets a failed refetch hide the data its query holds', async () => {
    const probe = (condition: string) =>
      `import { useQuery } from '@tanstack/react-query';\n` +
      `export function useProbe() {\n` +
      `  const query = useQuery({ queryKey: ['probe'], queryFn: () => 1 });\n` +
      `  return ${condition} ? 'failed' : query.data;\n` +
      `}\n`;
    const file = 'apps/web/src/features/probe/probe.ts';
    expect(await rulesBroken(file, probe('query.isError'))).toEqual(['4:no-restricted-syntax']);
    expect(await rulesBroken(file, probe('query.isError && !query.data'))).toEqual([]);
  }, 120_000);
});
