// fontkit ships no types; this is the little of it the PDF fonts use. pdfkit depends on the same
// fontkit and accepts its parsed fonts (pdfkit 0.20 changelog: "Accept already-parsed fontkit Font
// instances in doc.font() and registerFont").
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface Glyph {
    readonly id: number;
    /** The characters the glyph was first asked for (fontkit keeps one object per glyph). */
    codePoints: number[];
  }
  export interface Subset {
    includeGlyph(id: number): number;
    encode(): Uint8Array;
  }
  export interface GlyphRun {
    readonly glyphs: readonly Glyph[];
    positions: GlyphPosition[];
    /** The sum of the positions' advances. */
    readonly advanceWidth: number;
  }
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): GlyphRun;
    getGlyph(id: number, characters?: number[]): Glyph | null;
    createSubset(): Subset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
