// Peak memory of image uploads: `npx tsx bench/upload-memory.mjs [scenario]`.
//
// Each scenario runs in a fresh process (so one scenario's heap does not hide another's): the
// whole app on an in-memory PGlite, a shop signed in by OTP, then POST /api/upload_image through
// fastify.inject. Resident memory is sampled every 2 ms while the uploads run; the figure is the
// peak above the resident memory just before (after one small warm-up upload loaded sharp).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCENARIOS = {
  'png-40mp': { count: 1, width: 7300, height: 5479 },
  'png-48mp': { count: 1, width: 8064, height: 6048 },
  'png-40mp-x4': { count: 4, width: 7300, height: 5479 },
  'jpeg-12mp-x4': { count: 4, width: 4032, height: 3024, jpeg: true },
};

const here = path.dirname(fileURLToPath(import.meta.url));
const scenario = process.argv[2];

if (!scenario) {
  for (const name of Object.keys(SCENARIOS)) {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), name],
      {
        cwd: path.join(here, '..'),
        encoding: 'utf8',
      },
    );
    process.stdout.write(out);
  }
} else {
  await measure(scenario, SCENARIOS[scenario]);
}

async function measure(name, { count, width, height, jpeg }) {
  const server = path.join(here, '..', 'apps', 'server', 'src');
  const { default: sharp } = await import('sharp');
  const { openPglite } = await import(path.join(server, 'db', 'client.ts'));
  const { migrationsFolder } = await import(path.join(server, 'db', 'migrations-folder.ts'));
  const { loadConfig } = await import(path.join(server, 'config', 'env.ts'));
  const { buildApp } = await import(path.join(server, 'app.ts'));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tsm-upload-memory-'));
  const database = await openPglite({});
  await database.migrate(migrationsFolder());
  const codes = new Map();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    SERVE_WEB: 'false',
    OTP_LIMIT_PER_ADDRESS: '1000',
  });
  const sms = { send: async (m) => void codes.set(m.to, m.meta?.otp) };
  const app = await buildApp({ config, db: database.db, sms });
  await app.ready();

  const phone = '9876500011';
  await app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { phone } });
  const otp = [...codes.values()].at(-1);
  const signedIn = (
    await app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone, otp } })
  ).json();
  const account = (
    await app.inject({
      method: 'POST',
      url: '/api/create_account',
      headers: { authorization: `Bearer ${signedIn.token}` },
      payload: {
        owners_name: 'Ramesh Kumar',
        shop_name: 'Kumar Tailors',
        email: 'ramesh@example.com',
        phone: '9812345678',
        address: '12 Chandni Chowk, Old Delhi',
        pincode: '110001',
        state: 'Delhi',
        district: 'New Delhi',
      },
    })
  ).json();

  const upload = (bytes, filename) => {
    const boundary = '----tsm-memory';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${account.token}`,
      },
      payload,
    });
  };

  // Flat colour compresses far below the 2MB limit whatever the pixel count: the bomb case.
  const picture = jpeg
    ? await sharp({
        create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 20 } },
      })
        .resize(width, height)
        .blur(8)
        .jpeg({ quality: 55 })
        .toBuffer()
    : await sharp({
        create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.8 } },
      })
        .png()
        .toBuffer();
  const warm = await upload(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
    'warm.png',
  );
  if (warm.statusCode !== 201) throw new Error(`warm-up upload failed: ${warm.body}`);

  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => upload(picture, `p${i}.png`)),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const statuses = answers.map((a) => a.statusCode).join(',');
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `${name.padEnd(14)} file ${(picture.length / 1024).toFixed(0)} KB x${count}: statuses ${statuses}; ` +
      `RSS before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)} MB); ${ms.toFixed(0)} ms`,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
