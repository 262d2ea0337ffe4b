import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { bearer, createShop, createTestContext, type TestContext } from '../../../test/test-app';
import { productImages } from '../../db/schema/product-images';
import { runDailyCleanup } from '../../jobs/daily-cleanup';
import { createJobDeps } from '../../jobs/scheduler';
import { randomToken } from '../../lib/random-token';

/** The product with its photos in an S3 bucket (a real S3-protocol server on 127.0.0.1). */
describe('photos in an S3 bucket', () => {
  let s3: TestS3Server;
  let ctx: TestContext;
  let shop: Awaited<ReturnType<typeof createShop>>;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    ctx = await createTestContext({ env: s3.env });
    shop = await createShop(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  async function upload() {
    const png = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const boundary = 'tsm-s3-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shirt.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(shop.token),
      },
      payload,
    });
  }

  it('keeps an uploaded photo and its thumbnail in the bucket and shows both', async () => {
    const uploaded = await upload();
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const photo = await ctx.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(80);
    const thumb = await ctx.app.inject({ method: 'GET', url: url.replace('?', '/thumb?') });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeGreaterThan(0);
  });

  it('reports the bucket in /healthz: ok while it answers, 503 naming the storage while it is down', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    await s3.stop();
    try {
      const down = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', failing: ['storage'] });
    } finally {
      await s3.start();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('records no photo when the bucket is down during an upload', async () => {
    const before = await ctx.database.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.storeId, shop.store_id!));
    await s3.stop();
    let response;
    try {
      response = await upload();
    } finally {
      await s3.start();
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({ code: 'IMAGE_STORAGE_UNAVAILABLE' });
    const after = await ctx.database.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.storeId, shop.store_id!));
    expect(after).toHaveLength(before.length);
  });

  it('lets the daily cleanup remove from the bucket a photo never put on an order and an object no row refers to', async () => {
    const unused = (await upload()).json<{ url: string }>().url;
    const unusedKey = new URL(unused, 'http://x').pathname.split('/').pop()!;
    const deps = await createJobDeps({
      db: ctx.database.db,
      config: ctx.config,
      log: ctx.app.log,
      clock: ctx.clock,
    });
    const stray = randomToken();
    await deps.storage.put(stray, Buffer.from('left by a crash'), 'image/webp');
    // Both are a day old by the time the job runs.
    ctx.clock.set(new Date(Date.now() + 25 * 3_600_000));
    const result = await runDailyCleanup(deps);
    expect(result!.strayImageFiles).toBeGreaterThanOrEqual(1);
    expect(result!.orphanImages).toBeGreaterThanOrEqual(1);
    expect(await deps.storage.get(stray)).toBeNull();
    expect(await deps.storage.get(unusedKey)).toBeNull();
    expect(await deps.storage.get(`${unusedKey}-thumb`)).toBeNull();
  });
});
