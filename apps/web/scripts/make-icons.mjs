/**
 * Draws the installed app's icons (public/icons/*.png) from the same scissors as favicon.svg:
 * `node apps/web/scripts/make-icons.mjs`. The maskable ones fill the whole square with the brand
 * colour and keep the scissors inside the central safe circle (radius 40%), so any mask shape fits.
 */
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '../public/icons');

const scissors = `
  <g fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round">
    <circle cx="20" cy="44" r="7"/>
    <circle cx="44" cy="44" r="7"/>
    <path d="M25 39 L46 12"/>
    <path d="M39 39 L18 12"/>
  </g>
  <circle cx="32" cy="30" r="2.5" fill="#4db6ac"/>`;

/** The favicon's rounded tile. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#283593"/>${scissors}
</svg>`;

/** Full bleed, the drawing scaled to 60% around the centre. */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#283593"/>
  <g transform="translate(32 32) scale(0.6) translate(-32 -30)">${scissors}</g>
</svg>`;

const icons = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['maskable-192.png', maskableIcon, 192],
  ['maskable-512.png', maskableIcon, 512],
  ['apple-touch-icon-180.png', maskableIcon, 180],
];

for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
