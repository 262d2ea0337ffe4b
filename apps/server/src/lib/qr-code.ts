import { encode } from 'uqr';

/**
 * A QR code as the runs of dark modules on each row, for drawing it small: as one SVG path on the
 * customer's tracking page and as rectangles on the bills. Error correction M (15 %), which phone
 * cameras read well off a printed bill or a laptop screen; the 4-module quiet zone is left to the
 * drawer (`QR_QUIET_ZONE`).
 */
export interface QrCode {
  /** Modules per side, quiet zone not included. */
  size: number;
  /** Per row, the dark runs as [first column, length]. */
  rows: [number, number][][];
}

export const QR_QUIET_ZONE = 4;

export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const rows = data.map((row) => {
    const runs: [number, number][] = [];
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([start, column - start]);
        start = -1;
      }
    });
    if (start >= 0) runs.push([start, row.length - start]);
    return runs;
  });
  return { size, rows };
}

/** The code as an SVG path in module units, quiet zone included ('M4,4h7v1h-7z…'). */
export function qrSvgPath(code: QrCode): string {
  return code.rows
    .flatMap((runs, y) =>
      runs.map(
        ([x, length]) => `M${x + QR_QUIET_ZONE},${y + QR_QUIET_ZONE}h${length}v1h-${length}z`,
      ),
    )
    .join('');
}
