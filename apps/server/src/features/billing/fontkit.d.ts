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
  export interface GlyphRun {
    readonly glyphs: readonly object[];
    positions: GlyphPosition[];
    /** The sum of the positions' advances. */
    readonly advanceWidth: number;
  }
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
