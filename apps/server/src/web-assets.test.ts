import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

const script = `console.log(${JSON.stringify('tailor '.repeat(400))});\n`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- shop -->'.repeat(200)}</body></html>`;
const asset = '/assets/index-B1a2C3d4.js';

/** A built web app as vite.config.ts leaves it: every text file beside its .br and .gz. */
function writeDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    [asset, script],
    ['/index.html', page],
  ] as const) {
    const full = path.join(dir, file);
    writeFileSync(full, text);
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('serving the built web app', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'tsm-web-'));
    writeDist(dist);
    ctx = await createTestContext({ env: { SERVE_WEB: 'true', WEB_DIST: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(asset, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const js = await get(asset, { 'accept-encoding': 'br' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers.etag).toBeTruthy();
  });

  it('sends the app page for client routes compressed, never cached without asking, with an ETag', async () => {
    for (const url of ['/', '/app/order_list', '/invite/AbC_123-xyz0000000']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      expect(res.headers.etag).toBeTruthy();
    }
  });

  it('answers a revalidation of an unchanged file with 304 and no body', async () => {
    const first = await get(asset, { 'accept-encoding': 'br' });
    const again = await get(asset, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('the static sign-in page', () => {
  let ctx: TestContext;
  let dist: string;
  const headScript = "document.documentElement.className = 'texts-pending';";
  const signIn = `<!doctype html><html><head><script>${headScript}</script></head><body><form id="phone-step"></form></body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'tsm-web-'));
    writeDist(dist);
    writeFileSync(path.join(dist, 'login.html'), signIn);
    ctx = await createTestContext({ env: { SERVE_WEB: 'true', WEB_DIST: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const served = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  };
  const scriptSources = (csp: unknown) =>
    String(csp)
      .split(';')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ')
      .slice(1);

  it('is what a first visit to the sign-in screens gets, with or without a query', async () => {
    for (const url of ['/', '/otp', '/?from=pwa']) expect(await served(url)).toBe(signIn);
  });

  it('lets exactly its own inline script run, and no inline script on the app pages', async () => {
    const hash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
    expect(scriptSources((await get('/')).headers['content-security-policy'])).toEqual([
      "'self'",
      hash,
    ]);
    expect(
      scriptSources((await get('/app/order_list')).headers['content-security-policy']),
    ).toEqual(["'self'"]);
  });

  it('leaves every other screen to the app', async () => {
    for (const url of ['/app/order_list', '/signup', '/otp/extra', '/employee/orders'])
      expect(await served(url)).toBe(page);
  });
});
