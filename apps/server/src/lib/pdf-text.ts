import { fontName, splitIntoRuns, type FontName, type PdfFonts, type Weight } from './pdf-fonts';

/**
 * Text setting for the PDFs: wraps text in a box and draws it run by run, each run in its script's
 * font, all on one shared baseline.
 *
 * Why not pdfkit's own wrapping with `continued: true`: its line advance follows whichever font
 * happens to be current (Noto Sans and the Indic Notos have different ascents and line heights),
 * so mixed lines drift; the height of mixed text cannot be measured before drawing it, which
 * table rows and page breaks need; and right-aligned continued text is misplaced. Here every line
 * of a size has the same height and its baseline sits at the same depth, whatever the fonts.
 */

/** Line height and baseline depth, in ems: room for Devanagari's top marks and below-base vowels. */
const LINE_HEIGHT_EM = 1.45;
const BASELINE_EM = 1.08;

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

interface PlacedRun {
  font: FontName;
  text: string;
  width: number;
}

export interface TextLine {
  runs: PlacedRun[];
  width: number;
}

export interface TextBox extends TextStyle {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * pdfkit's `font` option for no default font: it would parse Helvetica's metrics for every
 * document, and every text here is set in a Noto font (its types allow a font's name only).
 */
export const NO_DEFAULT_FONT = null as unknown as string;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export class PdfText {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
    for (const [name, font] of fonts) {
      // pdfkit 0.20 takes parsed fontkit fonts; its type definitions predate that.
      doc.registerFont(name, font as unknown as Uint8Array);
    }
  }

  lineHeight(size: number): number {
    return size * LINE_HEIGHT_EM;
  }

  private widthOf(text: string, font: FontName, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** Runs of one word (no spaces), measured. */
  private measureWord(word: string, style: TextStyle): PlacedRun[] {
    const weight = style.weight ?? 'regular';
    return splitIntoRuns(word, this.fonts, weight).map((run) => {
      const font = fontName(run.script, weight);
      return { font, text: run.text, width: this.widthOf(run.text, font, style.size) };
    });
  }

  /** A word wider than the box, cut between characters (grapheme clusters, so no mark is orphaned). */
  private breakWord(word: string, style: TextStyle, width: number): string[] {
    const pieces: string[] = [];
    let piece = '';
    for (const { segment } of segmenter.segment(word)) {
      const candidate = piece + segment;
      if (
        piece &&
        this.measureWord(candidate, style).reduce((sum, r) => sum + r.width, 0) > width
      ) {
        pieces.push(piece);
        piece = segment;
      } else {
        piece = candidate;
      }
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  /** The lines `text` takes in a box `width` wide; newlines start new lines, runs of spaces collapse. */
  layout(text: string, style: TextStyle, width: number): TextLine[] {
    const lines: TextLine[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const words = paragraph
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((word) => {
          const runs = this.measureWord(word, style);
          const wordWidth = runs.reduce((sum, r) => sum + r.width, 0);
          return wordWidth > width
            ? this.breakWord(word, style, width).map((piece) => this.measureWord(piece, style))
            : [runs];
        });
      let line: TextLine = { runs: [], width: 0 };
      for (const runs of words) {
        const wordWidth = runs.reduce((sum, r) => sum + r.width, 0);
        // The space between words is set in the font before it, so a Hindi name stays one run.
        const before = line.runs[line.runs.length - 1];
        const space = before ? this.widthOf(' ', before.font, style.size) : 0;
        if (before && line.width + space + wordWidth > width) {
          lines.push(line);
          line = { runs: [], width: 0 };
        } else if (before) {
          line.runs.push({ font: before.font, text: ' ', width: space });
          line.width += space;
        }
        line.runs.push(...runs);
        line.width += wordWidth;
      }
      lines.push(line);
    }
    return lines.map((l) => this.mergeRuns(l, style.size));
  }

  /** Joins neighbouring runs of one font (a word, its space, the next word) into one text object. */
  private mergeRuns(line: TextLine, size: number): TextLine {
    const runs: PlacedRun[] = [];
    for (const run of line.runs) {
      const last = runs[runs.length - 1];
      if (last && last.font === run.font) last.text += run.text;
      else runs.push({ ...run });
    }
    // Re-measured as joined: kerning and shaping across the joins.
    for (const run of runs) run.width = this.widthOf(run.text, run.font, size);
    return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
  }

  /** Draws laid-out lines from the top of the box down; answers the height used. */
  drawLines(lines: TextLine[], box: TextBox): number {
    const { doc } = this;
    const lineHeight = this.lineHeight(box.size);
    doc.fillColor(box.color ?? '#111111');
    lines.forEach((line, index) => {
      const baseline = box.y + index * lineHeight + box.size * BASELINE_EM;
      let x = box.x;
      if (box.align === 'right') x += box.width - line.width;
      else if (box.align === 'center') x += (box.width - line.width) / 2;
      for (const run of line.runs) {
        doc
          .font(run.font)
          .fontSize(box.size)
          .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        x += run.width;
      }
    });
    return lines.length * lineHeight;
  }

  /** Wraps and draws `text` in the box; answers the height used. */
  write(text: string, box: TextBox): number {
    return this.drawLines(this.layout(text, box, box.width), box);
  }
}
