import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { encode } from 'uqr';
import { readQrCodeOfPdf } from '../apps/server/test/qr-reader';
import { apiCreateShop, useSessionInBrowser } from './support/auth';
import { shopDate } from './support/dates';
import { uniquePhone } from './support/sms-outbox';

/**
 * Issue 31, sections 1 and 2 at 390 px: the order page prints the garment tags, and the scanner
 * reads a tag's QR from the camera (Chromium's fake camera playing a picture of the QR) and marks
 * the garment's next step done without leaving the camera.
 */

/** A still video (YUV4MPEG2, 4:2:0) of `text`'s QR code, black on white, for the fake camera. */
function qrVideo(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const side = 480;
  const module = Math.floor(side / size);
  const offset = Math.floor((side - module * size) / 2);
  const luma = Buffer.alloc(side * side, 255);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!data[y]![x]) continue;
      for (let dy = 0; dy < module; dy++)
        luma.fill(
          0,
          (offset + y * module + dy) * side + offset + x * module,
          (offset + y * module + dy) * side + offset + (x + 1) * module,
        );
    }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tsm-camera-')), 'qr.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
  return file;
}

test('prints the tags of an order, then scans a tag with the camera and marks its next step', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shop = await apiCreateShop(request);
  const created = await request.post('/api/create_order', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: {
      customer: {
        name: 'Gita Sharma',
        mobile_no: uniquePhone(),
        address: '4 Mall Road',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 600,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(3),
        products: [{ product: { name: 'Blouse' }, price: 600, measurements: {} }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as {
    _id: string;
    order_number: number;
    order: { products: { tag_code: string }[] };
  };
  const tag = order.order.products[0]!.tag_code;
  expect(tag).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

  // The order's page shows the garment's tag and prints the sheet of tags.
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.goto(`/app/order-details/${order._id}`);
  await expect(page.getByText(`Tag ${tag}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print tags' }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toBe(`tags_${order.order_number}.pdf`);
  // The printed tag's QR opens the garment.
  expect(await readQrCodeOfPdf(readFileSync(await sheet.path()))).toBe(`${baseURL}/g/${tag}`);

  // A phone's camera pointed at the tag: the QR of PUBLIC_URL/g/{tag}.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(`${baseURL}/g/${tag}`)}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
      serviceWorkers: 'block',
    });
    const phone = await context.newPage();
    await useSessionInBrowser(phone, shop);
    await phone.goto('/app/order_list');
    await phone.getByRole('button', { name: 'Scan garment tags' }).click();
    const scanner = phone.getByRole('dialog', { name: 'Scan garment tags' });
    const card = scanner.getByTestId('scanned-garment');
    await expect(card.getByText(`Blouse · ${tag}`)).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Mark Received done' }).click();
    await expect(scanner.getByText('Received marked done')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Cutting done' })).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath('scanner-390.png') });
  } finally {
    await browser.close();
  }

  const garment = await request.get(`/api/garments/${tag}`, {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(await garment.json()).toMatchObject({ stage: 'received', next_stage: 'cutting' });
});
