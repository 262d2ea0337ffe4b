/*
 * Where the tape goes for each default measurement, drawn on one front-view figure (viewBox 0 0
 * 160 280): rounds as ellipses around the body, lengths and widths as lines. Hand-written, a few
 * hundred bytes of paths, so it ships with the new-order flow without weighing on it.
 */

/** The figure's outline: head, then the body from the neck round the arms and legs. */
export const FIGURE_PATHS = [
  'M80 8a14 14 0 1 0 0.1 0',
  'M74 36V44L50 50L38 100L32 146L40 147L44 104L52 82L56 118L50 140L56 200L62 262L72 262L72 200L80 160L88 200L88 262L98 262L104 200L110 140L104 118L108 82L116 104L120 147L128 146L122 100L110 50L86 44V36',
];

export type DiagramMark =
  | { kind: 'round'; cx: number; cy: number; rx: number; ry: number; rotate?: number }
  | { kind: 'line'; d: string; back?: boolean };

const round = (cx: number, cy: number, rx: number, ry = 2.5, rotate?: number): DiagramMark => ({
  kind: 'round',
  cx,
  cy,
  rx,
  ry,
  ...(rotate === undefined ? {} : { rotate }),
});
const line = (d: string, back = false): DiagramMark => ({ kind: 'line', d, back });

/** Where each garment ends on the figure (y), for its Length, Slit Length and Flare. */
const HEMS: Record<string, number> = {
  Shirt: 152,
  Kurta: 196,
  Sherwani: 206,
  'Suit / Blazer': 150,
  'Waistcoat / Nehru Jacket': 140,
  Blouse: 108,
  'Salwar Kameez / Kurti': 192,
  'Gown / Anarkali': 256,
};
/** Garments measured from the waist down: their Length runs from the waist to the ankle. */
const FROM_WAIST = new Set([
  'Trouser',
  'Pyjama',
  'Salwar / Churidar',
  'Lehenga',
  'Saree Fall / Petticoat',
]);

const MARKS: Record<string, DiagramMark> = {
  Neck: round(80, 41, 7, 2),
  Shoulder: line('M50 50H110'),
  'Upper Chest': round(80, 68, 26.5),
  Chest: round(80, 84, 28),
  Bust: round(80, 84, 28),
  'Under Bust': round(80, 96, 26.5),
  Waist: round(80, 118, 24),
  Hip: round(80, 138, 29.5),
  Armhole: round(51, 66, 4, 16),
  Bicep: round(47.5, 78, 5, 1.8, -12),
  'Sleeve Round': round(44.8, 90, 5, 1.8, -12),
  Cuff: round(36, 145, 4.5, 1.5),
  'Sleeve Length': line('M48 50L36 100L30 146'),
  'Front Neck Depth': line('M74 44L80 60L86 44'),
  'Back Neck Depth': line('M74 44Q80 58 86 44', true),
  'Apex Point': line('M74 46L68 84M66 84h4'),
  'Front Cross': line('M53 70H107'),
  'Back Cross': line('M52 62H108', true),
  Thigh: round(65.7, 166, 13.5),
  Knee: round(64, 200, 8.5),
  Calf: round(65.2, 225, 7),
  Ankle: round(66.6, 252, 5.5, 1.8),
  Bottom: round(67, 261, 5.5, 1.8),
  Inseam: line('M78 164L71 200V260'),
  'Crotch (Rise)': line('M75 118Q80 176 85 118'),
};

/**
 * The mark of a default measurement on the figure, for this garment (its Length, Slit Length and
 * Flare follow where the garment ends); null for a measurement the figure does not show.
 */
export function diagramMarkFor(name: string, garment: string): DiagramMark | null {
  const hem = HEMS[garment] ?? (FROM_WAIST.has(garment) ? 262 : 160);
  if (name === 'Length') {
    return FROM_WAIST.has(garment) ? line('M52 118L60 262') : line(`M64 46V${hem}`);
  }
  if (name === 'Slit Length') return line(`M46 ${hem - 40}V${hem}`);
  if (name === 'Flare') return round(80, hem, garment === 'Lehenga' ? 44 : 38, 4);
  return MARKS[name] ?? null;
}
