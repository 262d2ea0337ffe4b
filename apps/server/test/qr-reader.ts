import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** What a phone camera would read from a picture of a QR code: its text, or null when none is found. */
export async function readQrCode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return found?.data ?? null;
}

/** The QR code on the first page of a PDF, read off the page as poppler renders it at 150 dpi. */
export async function readQrCodeOfPdf(pdf: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tsm-qr-'));
  try {
    const file = path.join(dir, 'bill.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-png',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return await readQrCode(await readFile(path.join(dir, 'page.png')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The QR code drawn by an <svg> of a customer page. */
export function readQrCodeOfSvg(svg: string): Promise<string | null> {
  return readQrCode(
    Buffer.from(
      svg.replace('<svg ', '<svg width="400" height="400" xmlns="http://www.w3.org/2000/svg" '),
    ),
  );
}
