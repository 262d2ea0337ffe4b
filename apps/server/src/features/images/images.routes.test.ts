import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_MESSAGES } from '@tailor/shared/images-rules';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createShop,
  createTestContext,
  signIn,
  type TestContext,
} from '../../../test/test-app';
import { insertImages } from '../../../test/order-fixtures';
import { customers } from '../../db/schema/customers';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { productImages } from '../../db/schema/product-images';
import { loadSecrets } from '../../lib/server-secrets';
import type { StoreAuthContext } from '../../plugins/auth';
import {
  IMAGE_PROCESSING_CONCURRENCY,
  IMAGE_PROCESSING_MAX_WAITING,
  imageProcessing,
} from './image-encoding';
import { createImageLinks, type ImageLinks } from './image-links';
import { createImageStorage } from '../../adapters/image-storages';
import type { ImageStorage } from './image-storage';
import {
  attachImagesToProduct,
  deleteOrphanImages,
  deleteStrayImageFiles,
  uploadImage,
} from './images.service';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let otherShop: Awaited<ReturnType<typeof createShop>>;
let storeId: string;
let otherStoreId: string;
/** Signs as the app does: same secret, same clock. */
let links: ImageLinks;
beforeAll(async () => {
  ctx = await createTestContext();
  const secrets = await loadSecrets(ctx.database.db, ctx.config);
  links = createImageLinks({ secret: secrets.jwtSecret, clock: ctx.clock });
  shop = await createShop(ctx);
  otherShop = await createShop(ctx, { shop_name: 'Other Tailors' });
  storeId = shop.store_id!;
  otherStoreId = otherShop.store_id!;
});
afterAll(() => ctx.close());

// ---- test pictures, made here so that no binary fixture is committed ----

/** Smooth gradients with a little grain: compresses like a real photo, not like flat colour or noise. */
function photo(width: number, height: number, grain = 24) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128 + ((Math.random() * grain) | 0);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** What a phone camera writes: stored landscape, EXIF says "rotate 90° to view", and where it was taken. */
async function phoneJpeg(width = 3000, height = 1500): Promise<Buffer> {
  return photo(width, height)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhonyPhone', Model: 'P1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 30/1',
      },
    })
    .toBuffer();
}

/** The GPS latitude an EXIF block records, e.g. '28/1 36/1 50/1', or null: proves the fixture carries a location. */
function gpsLatitude(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  const tiff = exif.subarray(exif.indexOf('II*\0', 0, 'latin1'));
  const u16 = (at: number) => tiff.readUInt16LE(at);
  const u32 = (at: number) => tiff.readUInt32LE(at);
  const entries = (at: number) =>
    Array.from({ length: u16(at) }, (_, i) => ({
      tag: u16(at + 2 + i * 12),
      value: u32(at + 10 + i * 12),
    }));
  const gpsIfd = entries(u32(4)).find((e) => e.tag === 0x8825);
  const latitude = gpsIfd && entries(gpsIfd.value).find((e) => e.tag === 0x0002);
  if (!latitude) return null;
  return [0, 1, 2]
    .map((k) => `${u32(latitude.value + k * 8)}/${u32(latitude.value + k * 8 + 4)}`)
    .join(' ');
}

const transparentPng = () =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 4,
      background: { r: 200, g: 30, b: 30, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
const smallWebp = () => photo(120, 80).webp().toBuffer();

async function animatedGif(): Promise<Buffer> {
  const frame = (colour: string) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('#c00'), await frame('#00c')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** Random bytes as a PNG: incompressible, so about 2.7 MB on disk. */
function noisyPng(width = 1000, height = 900): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

// ---- requests ----

interface Part {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----tsm-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name ?? 'file'}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  data: Buffer | string,
  options: {
    token?: string | null;
    filename?: string;
    contentType?: string;
    idempotencyKey?: string;
  } = {},
) {
  const body = multipart([
    {
      filename: options.filename ?? 'photo.jpg',
      contentType: options.contentType ?? 'image/jpeg',
      data,
    },
  ]);
  const token = options.token === undefined ? shop.token : options.token;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload_image',
    headers: {
      'content-type': body.contentType,
      ...(token ? bearer(token) : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: body.payload,
  });
}

async function uploaded(data: Buffer, token = shop.token): Promise<{ _id: string; url: string }> {
  const response = await upload(data, { token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The storage key in a signed image URL. */
const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
/** The thumbnail's URL: '/thumb' before the query, as the web app makes it. */
const thumbOf = (url: string) => url.replace('?', '/thumb?');
/** Cache-Control of a signed image: private, for what is left of its link (4 to 5 hours). */
function expectPrivateCache(header: unknown) {
  const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(header))?.[1]);
  expect(maxAge).toBeGreaterThan(4 * 3_600 - 5);
  expect(maxAge).toBeLessThanOrEqual(5 * 3_600);
}

let orderCounter = 0;
/** An order line to attach images to, written directly: the orders feature is not under test here. */
async function productOf(storeId: string): Promise<string> {
  orderCounter += 1;
  const db = ctx.database.db;
  const [customer] = await db
    .insert(customers)
    .values({
      storeId,
      name: 'Asha Verma',
      mobileNo: String(9_000_000_000 + orderCounter),
      shareToken: randomUUID(),
    })
    .returning({ id: customers.id });
  const [order] = await db
    .insert(orders)
    .values({
      storeId,
      orderNumber: orderCounter,
      customerId: customer!.id,
      totalPaise: 100_000,
      paymentType: 'cash',
      orderDate: '2025-01-10',
      dueDate: '2025-01-20',
      shareToken: randomUUID(),
    })
    .returning({ id: orders.id });
  const [product] = await db
    .insert(orderProducts)
    .values({
      storeId,
      orderId: order!.id,
      orderNumber: orderCounter,
      orderStatus: 'Pending',
      position: 1,
      name: 'Kurta',
      pricePaise: 100_000,
    })
    .returning({ id: orderProducts.id });
  return product!.id;
}

const attach = (storeId: string, productId: string, imageIds: string[]) =>
  ctx.database.db.transaction((tx) => attachImagesToProduct(tx, { storeId, productId, imageIds }));

async function rowOf(id: string) {
  const [row] = await ctx.database.db.select().from(productImages).where(eq(productImages.id, id));
  return row;
}

describe('POST /api/upload_image', () => {
  it('stores a phone JPEG upright, at most 2000 px, as WebP without its EXIF or GPS location', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ format: 'jpeg', width: 3000, height: 1500, orientation: 6 });
    expect(gpsLatitude(before.exif)).toBe('28/1 36/1 50/1');

    const response = await upload(original);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['_id', 'url']);
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    // 192 random bits, signed with an expiry: the URL is the capability, for a few hours.
    expect(body.url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{32}\?exp=\d+&sig=[A-Za-z0-9_-]{22}$/);

    const image = await get(body.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expectPrivateCache(image.headers['cache-control']);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const after = await sharp(image.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(image.rawPayload.includes('PhonyPhone')).toBe(false);

    expect(await rowOf(body._id)).toMatchObject({
      storeId: shop.store_id,
      productId: null,
      storageKey: keyOf(body.url),
      contentType: 'image/webp',
      sizeBytes: image.rawPayload.length,
      width: 1000,
      height: 2000,
      position: null,
      uploadedBy: shop.user_id,
    });
  });

  it('answers an upload repeated with its Idempotency-Key (a resend after a lost answer) with the first image, storing no second', async () => {
    const picture = await smallWebp();
    const imagesOfShop = async () =>
      (
        await ctx.database.db
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.storeId, shop.store_id!))
      ).length;
    const before = await imagesOfShop();
    const key = randomUUID();
    const first = await upload(picture, { idempotencyKey: key });
    const again = await upload(picture, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ _id: string }>()._id).toBe(first.json<{ _id: string }>()._id);
    expect(await imagesOfShop()).toBe(before + 1);
  });

  it('serves a thumbnail at most 400 px a side', async () => {
    const { url } = await uploaded(await phoneJpeg());
    const thumb = await get(thumbOf(url));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expectPrivateCache(thumb.headers['cache-control']);
    const metadata = await sharp(thumb.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
  });

  it('accepts a PNG and keeps its transparency', async () => {
    const { url } = await uploaded(await transparentPng());
    const metadata = await sharp((await get(url)).rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600, hasAlpha: true });
  });

  it('accepts a WebP and never enlarges a small picture, not even for the thumbnail', async () => {
    const { url } = await uploaded(await smallWebp());
    expect(await sharp((await get(url)).rawPayload).metadata()).toMatchObject({
      width: 120,
      height: 80,
    });
    expect(await sharp((await get(thumbOf(url))).rawPayload).metadata()).toMatchObject({
      width: 120,
      height: 80,
    });
  });

  it('accepts a GIF, keeping its first frame only', async () => {
    const gif = await animatedGif();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const { url } = await uploaded(gif);
    const stored = sharp((await get(url)).rawPayload);
    expect(await stored.metadata()).toMatchObject({ format: 'webp', width: 60, height: 40 });
    expect((await stored.metadata()).pages ?? 1).toBe(1);
    const { dominant } = await stored.stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('accepts an AVIF', async () => {
    const avif = await photo(64, 48).avif().toBuffer();
    const { url } = await uploaded(avif);
    expect(await sharp((await get(url)).rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('judges the content, not the file name or declared type', async () => {
    const response = await upload(await transparentPng(), {
      filename: 'notes.txt',
      contentType: 'text/plain',
    });
    expect(response.statusCode).toBe(201);
  });

  it('hands out a fresh unguessable key for every upload, even of the same picture', async () => {
    const picture = await smallWebp();
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) keys.add(keyOf((await uploaded(picture)).url));
    expect(keys.size).toBe(3);
  });

  it.each([
    [
      'a text file named .jpg',
      async () => Buffer.from('Measurements: chest 38, waist 32\n'.repeat(20)),
    ],
    [
      'a JPEG cut short',
      async () => {
        const jpeg = await phoneJpeg();
        return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      },
    ],
    [
      'a PNG cut short',
      async () => {
        const png = await transparentPng();
        return png.subarray(0, Math.floor(png.length * 0.6));
      },
    ],
    [
      'a JPEG header followed by garbage',
      async () => Buffer.concat([(await phoneJpeg()).subarray(0, 600), randomBytes(5_000)]),
    ],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
    ],
    ['a TIFF', async () => photo(50, 50).tiff().toBuffer()],
    ['random bytes', async () => randomBytes(4_096)],
    [
      'a PDF',
      async () =>
        Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
        ),
    ],
  ])('refuses %s with 400', async (_name, make) => {
    const response = await upload(await make(), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: IMAGE_MESSAGES.notImage, code: 'IMAGE_NOT_AN_IMAGE' });
  });

  it('refuses a file over 2MB with 413, never a server error', async () => {
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const response = await upload(big, { filename: 'big.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Each image must be 2MB or smaller',
      code: 'IMAGE_TOO_LARGE',
    });
  });

  it('accepts a file of exactly 2MB', async () => {
    // A JPEG padded with trailing bytes past its end marker still decodes.
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const exact = Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024 - jpeg.length)]);
    expect((await upload(exact)).statusCode).toBe(201);
  });

  it('takes a full-resolution 48 megapixel phone photo', async () => {
    const photo48 = await sharp({
      create: { width: 8064, height: 6048, channels: 3, background: '#7a5' },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(photo48.length).toBeLessThan(2 * 1024 * 1024);
    const { url } = await uploaded(photo48);
    expect(await sharp((await get(url)).rawPayload).metadata()).toMatchObject({
      width: 2000,
      height: 1500,
    });
  });

  it('refuses a decompression bomb: a small file that would unpack to more than 52 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(bomb, { filename: 'bomb.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: IMAGE_MESSAGES.tooManyPixels,
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
  });

  it('asks for a file when the file is empty', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose an image to upload', code: 'IMAGE_MISSING' });
  });

  it('asks for a file when the form has none', async () => {
    const body = multipart([{ name: 'note', data: 'no file here' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { 'content-type': body.contentType, ...bearer(shop.token) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose an image to upload', code: 'IMAGE_MISSING' });
  });

  it('asks for a file when the body is not a form at all', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: bearer(shop.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Choose an image to upload', code: 'IMAGE_MISSING' });
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', ...bearer(shop.token) },
      payload:
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nhalf a part',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('takes one image at a time', async () => {
    const picture = await smallWebp();
    const body = multipart([
      { filename: 'a.webp', data: picture },
      { filename: 'b.webp', data: picture },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { 'content-type': body.contentType, ...bearer(shop.token) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: IMAGE_MESSAGES.oneAtATime,
      code: 'IMAGE_ONE_AT_A_TIME',
    });
  });

  it('answers 401 without a token and 403 for a user without a shop', async () => {
    const picture = await smallWebp();
    const anonymous = await upload(picture, { token: null });
    expect(anonymous.statusCode).toBe(401);
    const shopless = await signIn(ctx);
    expect((await upload(picture, { token: shopless.token })).statusCode).toBe(403);
  });

  it('answers 400 or 201, never a server error, for damaged images', async () => {
    const png = await photo(64, 48).png().toBuffer();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            at: fc.nat({ max: png.length - 1 }),
            byte: fc.integer({ min: 0, max: 255 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.nat({ max: png.length }),
        async (flips, cutAt) => {
          const damaged = Buffer.from(png.subarray(0, Math.max(cutAt, 1)));
          for (const { at, byte } of flips) if (at < damaged.length) damaged[at] = byte;
          const response = await upload(damaged, { filename: 'x.png', contentType: 'image/png' });
          expect([201, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/images/:key', () => {
  it('serves the image to anyone holding the signed URL: another shop or no token at all', async () => {
    const { url } = await uploaded(await smallWebp(), shop.token);
    expect((await get(url)).statusCode).toBe(200);
    const asOtherShop = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(otherShop.token),
    });
    expect(asOtherShop.statusCode).toBe(200);
  });

  it('stops serving a link once it expires, image and thumbnail alike; a fresh link works', async () => {
    const { url } = await uploaded(await smallWebp());
    const expiry = Number(new URL(url, 'http://x').searchParams.get('exp'));
    ctx.clock.set(new Date((expiry - 1) * 1000));
    const lastSecond = await get(url);
    expect(lastSecond.statusCode).toBe(200);
    expect(lastSecond.headers['cache-control']).toBe('private, max-age=1');

    ctx.clock.set(new Date(expiry * 1000));
    for (const expired of [url, thumbOf(url)]) {
      const response = await get(expired);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: IMAGE_MESSAGES.linkExpired,
        code: 'IMAGE_LINK_EXPIRED',
      });
    }
    expect((await get(links.url(keyOf(url)))).statusCode).toBe(200);
    ctx.clock.set(new Date());
  });

  it.each([
    ['without a signature', (url: string) => url.split('?')[0]!],
    ['without a signature, thumbnail', (url: string) => `${url.split('?')[0]}/thumb`],
    ['with only an expiry', (url: string) => url.replace(/&sig=.*/, '')],
    [
      'with a later expiry',
      (url: string) => url.replace(/exp=(\d+)/, (_, e) => `exp=${+e + 3600}`),
    ],
    [
      'with a changed signature',
      (url: string) => url.replace(/sig=./, (m) => (m === 'sig=A' ? 'sig=B' : 'sig=A')),
    ],
    [
      'with another key',
      (url: string) => url.replace(/images\/./, (m) => (m.endsWith('A') ? 'images/B' : 'images/A')),
    ],
  ])('refuses a link %s with 403', async (_name, change) => {
    const { url } = await uploaded(await smallWebp());
    const response = await get(change(url));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: IMAGE_MESSAGES.linkInvalid,
      code: 'IMAGE_LINK_INVALID',
    });
  });

  it('answers 400 for a link with a repeated parameter', async () => {
    const { url } = await uploaded(await smallWebp());
    const response = await get(`${url}&sig=x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it.each([
    ['an unknown key', () => links.url(randomBytes(24).toString('base64url'))],
    ['an unknown key, thumbnail', () => thumbOf(links.url(randomBytes(24).toString('base64url')))],
    ['a short key', () => '/api/images/abc'],
    ['an encoded path traversal', () => '/api/images/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a dotted traversal', () => '/api/images/%2e%2e%2f%2e%2e%2fdata%2fdb%2fPG_VERSION'],
    ['a traversal to a thumbnail', () => '/api/images/..%2F..%2Fpackage.json/thumb'],
    ['a key with a file extension', () => '/api/images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await get(url());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Image not found', code: 'IMAGE_NOT_FOUND' });
  });
});

describe('attachImagesToProduct', () => {
  it('attaches in the given order, numbering positions from 1', async () => {
    const [a, b, c] = [
      await uploaded(await smallWebp()),
      await uploaded(await smallWebp()),
      await uploaded(await smallWebp()),
    ];
    const productId = await productOf(storeId);
    await attach(storeId, productId, [c!._id, a!._id, b!._id, a!._id]);
    expect(await rowOf(c!._id)).toMatchObject({ productId, position: 1 });
    expect(await rowOf(a!._id)).toMatchObject({ productId, position: 2 });
    expect(await rowOf(b!._id)).toMatchObject({ productId, position: 3 });
  });

  it('does nothing for no images', async () => {
    await expect(attach(storeId, await productOf(storeId), [])).resolves.toBeUndefined();
  });

  it("refuses another shop's image, and attaches none of the list", async () => {
    const mine = await uploaded(await smallWebp(), shop.token);
    const theirs = await uploaded(await smallWebp(), otherShop.token);
    const productId = await productOf(storeId);
    await expect(attach(storeId, productId, [mine._id, theirs._id])).rejects.toMatchObject({
      statusCode: 400,
      message: IMAGE_MESSAGES.uploadAgain,
    });
    expect(await rowOf(mine._id)).toMatchObject({ productId: null, position: null });
    expect(await rowOf(theirs._id)).toMatchObject({ productId: null });
    // Its own shop still can.
    const theirProduct = await productOf(otherStoreId);
    await attach(otherStoreId, theirProduct, [theirs._id]);
    expect(await rowOf(theirs._id)).toMatchObject({ productId: theirProduct, position: 1 });
  });

  it('refuses an image already attached to a product', async () => {
    const image = await uploaded(await smallWebp());
    const first = await productOf(storeId);
    await attach(storeId, first, [image._id]);
    await expect(attach(storeId, await productOf(storeId), [image._id])).rejects.toMatchObject({
      statusCode: 400,
      message: IMAGE_MESSAGES.uploadAgain,
    });
    expect(await rowOf(image._id)).toMatchObject({ productId: first, position: 1 });
  });

  it('refuses unknown ids and ids that are not even UUIDs with 400, not a database error', async () => {
    const productId = await productOf(storeId);
    for (const ids of [[randomUUID()], ['not-a-uuid'], ["1' or '1'='1"]]) {
      await expect(attach(storeId, productId, ids)).rejects.toMatchObject({
        statusCode: 400,
        message: IMAGE_MESSAGES.uploadAgain,
      });
    }
  });

  it('refuses more than 4 images', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await expect(attach(storeId, await productOf(storeId), ids)).rejects.toMatchObject({
      statusCode: 400,
      message: 'You can add at most 4 images per product',
    });
  });
});

describe('deleteOrphanImages', () => {
  it('removes uploads no order took within a day, rows and files, and keeps the rest', async () => {
    const storage = createImageStorage(ctx.config);
    const deps = { db: ctx.database.db, storage, clock: ctx.clock };
    const orphan = await uploaded(await smallWebp());
    const kept = await uploaded(await smallWebp());
    await attach(storeId, await productOf(storeId), [kept._id]);

    expect(await deleteOrphanImages(deps)).toBe(0);
    ctx.clock.advance(25 * 3_600_000);
    const recent = await uploaded(await smallWebp());

    expect(await deleteOrphanImages(deps)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(orphan._id)).toBeUndefined();
    expect(await storage.get(keyOf(orphan.url))).toBeNull();
    expect(await storage.get(`${keyOf(orphan.url)}-thumb`)).toBeNull();
    expect(await storage.get(keyOf(kept.url))).not.toBeNull();
    expect(await rowOf(recent._id)).toBeDefined();
    expect(await storage.get(keyOf(recent.url))).not.toBeNull();
    ctx.clock.set(new Date());
  });
});

describe('uploadImage', () => {
  const caller = () => ({ userId: shop.user_id, store_id: storeId }) as StoreAuthContext;

  it('leaves neither a row nor a file when one of its two writes fails, even while the other is still writing', async () => {
    const real = createImageStorage(ctx.config);
    const keys: string[] = [];
    let slowWrite: Promise<void> | undefined;
    const failing: ImageStorage = {
      ...real,
      put(key, bytes, contentType) {
        keys.push(key);
        if (key.endsWith('-thumb')) return Promise.reject(new Error('disk full'));
        // The image lands after the thumbnail has already failed.
        slowWrite = new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
          real.put(key, bytes, contentType),
        );
        return slowWrite;
      },
    };
    const rowsBefore = await ctx.database.db.select().from(productImages);
    await expect(
      uploadImage({
        db: ctx.database.db,
        storage: failing,
        links,
        clock: ctx.clock,
        caller: caller(),
        bytes: await smallWebp(),
      }),
    ).rejects.toThrow('disk full');
    await slowWrite;
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await real.get(key)).toBeNull();
    expect(await ctx.database.db.select().from(productImages)).toHaveLength(rowsBefore.length);
  });

  it('removes its files when the row cannot be written', async () => {
    const real = createImageStorage(ctx.config);
    const keys: string[] = [];
    const watched: ImageStorage = {
      ...real,
      put: (key, bytes, type) => (keys.push(key), real.put(key, bytes, type)),
    };
    const noSuchUser = { userId: randomUUID(), store_id: storeId } as StoreAuthContext;
    await expect(
      uploadImage({
        db: ctx.database.db,
        storage: watched,
        links,
        clock: ctx.clock,
        caller: noSuchUser,
        bytes: await smallWebp(),
      }),
    ).rejects.toThrow();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await real.get(key)).toBeNull();
  });
});

describe('image processing limits', () => {
  it('answers 503 with Retry-After while as many uploads wait as the server takes, then takes them again', async () => {
    const release: Array<() => void> = [];
    const hold = () =>
      imageProcessing.run(() => new Promise<void>((resolve) => release.push(resolve)));
    const held = Array.from(
      { length: IMAGE_PROCESSING_CONCURRENCY + IMAGE_PROCESSING_MAX_WAITING },
      hold,
    );
    expect([imageProcessing.running, imageProcessing.waiting]).toEqual([2, 8]);
    const busy = await upload(await smallWebp());
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('10');
    expect(busy.json()).toEqual({ error: IMAGE_MESSAGES.busy, code: 'IMAGE_SERVER_BUSY' });
    // A bomb is refused by its header, without waiting for a turn to decode it.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const refused = await upload(bomb, { filename: 'b.png', contentType: 'image/png' });
    expect(refused.statusCode).toBe(400);

    // Each held task that ends hands its slot to the next in line, which then starts.
    while (imageProcessing.running > 0) {
      for (const open of release.splice(0)) open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(held);
    expect((await upload(await smallWebp())).statusCode).toBe(201);
  });
});

describe('deleteStrayImageFiles', () => {
  it('removes stored files no row refers to once a day old, not before, and every file a row refers to stays', async () => {
    const storage = createImageStorage(ctx.config);
    const deps = { db: ctx.database.db, storage, clock: ctx.clock };
    const kept = await uploaded(await smallWebp());
    // What a crash between an upload's files and its row leaves: files under a key no row has.
    const stray = randomBytes(24).toString('base64url');
    await storage.put(stray, Buffer.from('image'), 'image/webp');
    await storage.put(`${stray}-thumb`, Buffer.from('thumbnail'), 'image/webp');
    // A crash in the middle of a write.
    const leftover = path.join(
      ctx.config.dataDir,
      'uploads',
      stray.slice(0, 2),
      `.${stray}.crash.tmp`,
    );
    writeFileSync(leftover, 'half an image');
    // A row's key that merely ends like a thumbnail's is still that row's.
    const [tricky] = await insertImages(ctx, storeId, 1);
    const trickyKey = `${randomBytes(18).toString('base64url')}-thumb`;
    await ctx.database.db
      .update(productImages)
      .set({ storageKey: trickyKey })
      .where(eq(productImages.id, tricky!));
    await storage.put(trickyKey, Buffer.from('image'), 'image/webp');

    expect(await deleteStrayImageFiles(deps)).toBe(0);
    ctx.clock.advance(23 * 3_600_000);
    expect(await deleteStrayImageFiles(deps)).toBe(0);
    expect(await storage.get(stray)).not.toBeNull();
    expect(existsSync(leftover)).toBe(true);

    ctx.clock.advance(2 * 3_600_000);
    expect(await deleteStrayImageFiles(deps)).toBe(3);
    expect(await storage.get(stray)).toBeNull();
    expect(await storage.get(`${stray}-thumb`)).toBeNull();
    expect(existsSync(leftover)).toBe(false);
    expect(await storage.get(keyOf(kept.url))).not.toBeNull();
    expect(await storage.get(`${keyOf(kept.url)}-thumb`)).not.toBeNull();
    expect(await storage.get(trickyKey)).not.toBeNull();
    expect(await deleteStrayImageFiles(deps)).toBe(0);
    ctx.clock.set(new Date());
  });
});
