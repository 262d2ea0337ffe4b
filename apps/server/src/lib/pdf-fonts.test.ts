import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as parseFont } from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FONT_FILES,
  keepGlyphText,
  loadPdfFonts,
  rememberLayouts,
  scriptOf,
  splitIntoRuns,
  type PdfFonts,
} from './pdf-fonts';

let fonts: PdfFonts;
beforeAll(async () => {
  fonts = await loadPdfFonts();
});

describe('loadPdfFonts', () => {
  it('parses the regular and bold Noto fonts of the four scripts once per process', async () => {
    expect([...fonts.keys()].sort()).toEqual([
      'devanagari-bold',
      'devanagari-regular',
      'gujarati-bold',
      'gujarati-regular',
      'latin-bold',
      'latin-regular',
      'tamil-bold',
      'tamil-regular',
    ]);
    expect(fonts.get('latin-regular')!.postscriptName).toBe('NotoSans-Regular');
    expect(fonts.get('devanagari-bold')!.postscriptName).toBe('NotoSansDevanagari-Bold');
    expect(fonts.get('latin-regular')!.hasGlyphForCodePoint(0x20b9)).toBe(true); // ₹
    expect(await loadPdfFonts()).toBe(fonts);
  });
});

describe('rememberLayouts', () => {
  it('shapes a text once per process, giving every caller positions of its own to scale', () => {
    const font = fonts.get('devanagari-regular')!;
    const first = font.layout('कुर्ता सिलाई');
    const advance = first.advanceWidth;
    const again = font.layout('कुर्ता सिलाई');
    expect(again.glyphs).toBe(first.glyphs);
    expect(again.positions).toEqual(first.positions);
    expect(again.advanceWidth).toBe(advance);
    // pdfkit scales a run's positions in place, as here.
    for (const position of again.positions) position.xAdvance *= 2;
    expect(again.advanceWidth).toBe(2 * advance);
    expect(font.layout('कुर्ता सिलाई').advanceWidth).toBe(advance);
    expect(first.advanceWidth).toBe(advance);
  });
});

describe('keepGlyphText', () => {
  it("keeps '.' mapped to its text after a document's subset took it as a part of '…'", async () => {
    const require = createRequire(import.meta.url);
    const bytes = await readFile(require.resolve(FONT_FILES.latin.regular));
    const font = rememberLayouts(keepGlyphText(parseFont(bytes)));
    // An earlier document with '…' and no '.': writing its subset reads the dots without text.
    const earlier = font.createSubset();
    earlier.includeGlyph(font.layout('…').glyphs[0]!.id);
    earlier.encode();
    const bill = font.layout('₹1,000.00');
    expect(bill.glyphs.map((glyph) => glyph.codePoints)).toEqual(
      [...'₹1,000.00'].map((char) => [char.codePointAt(0)]),
    );
  });

  it('gives a glyph the characters of each text, not of the text it first appeared in', async () => {
    const require = createRequire(import.meta.url);
    const bytes = await readFile(require.resolve(FONT_FILES.devanagari.regular));
    const font = rememberLayouts(keepGlyphText(parseFont(bytes)));
    // Shared glyphs: after 'ऑर्डर', fontkit's own glyphs read 'ईमेल' as 'ईर्मेल'; after 'ईमेल',
    // 'कार्ड' as 'काड' and 'इंच' as 'ईंच'.
    const texts = ['ऑर्डर', 'ईमेल', 'कार्ड', 'लंबाई', 'इंच', 'ऑर्डर'];
    for (const text of texts) {
      const characters = font.layout(text).glyphs.flatMap((glyph) => glyph.codePoints);
      expect(String.fromCodePoint(...characters.sort((a, b) => a - b))).toBe(
        String.fromCodePoint(
          ...[...text].map((char) => char.codePointAt(0)!).sort((a, b) => a - b),
        ),
      );
    }
  });
});

describe('scriptOf', () => {
  it.each([
    ['A', 'latin'],
    ['é', 'latin'],
    ['क', 'devanagari'],
    ['ि', 'devanagari'],
    ['ક', 'gujarati'],
    ['க', 'tamil'],
    ['7', null],
    ['₹', null],
    [' ', null],
    ['।', null],
    ['\u200d', null],
  ])('%j is %s', (char, script) => {
    expect(scriptOf(char)).toBe(script);
  });
});

describe('splitIntoRuns', () => {
  const runs = (text: string) => splitIntoRuns(text, fonts).map((r) => [r.script, r.text]);

  it('keeps one-script text, its spaces and digits in one run', () => {
    expect(runs('Kurta 2')).toEqual([['latin', 'Kurta 2']]);
    expect(runs('रमेश कुमार')).toEqual([['devanagari', 'रमेश कुमार']]);
    expect(runs('குர்தா சட்டை')).toEqual([['tamil', 'குர்தா சட்டை']]);
  });

  it('cuts where the script changes; punctuation stays with the text before it', () => {
    expect(runs('रमेश (Ramesh)')).toEqual([
      ['devanagari', 'रमेश ('],
      ['latin', 'Ramesh)'],
    ]);
    expect(runs('குர்தா ઝભ્ભો Kurta')).toEqual([
      ['tamil', 'குர்தா '],
      ['gujarati', 'ઝભ્ભો '],
      ['latin', 'Kurta'],
    ]);
  });

  it('gives leading digits and signs to the first script that follows', () => {
    expect(runs('₹1,200 — कुर्ता')).toEqual([['devanagari', '₹1,200 — कुर्ता']]);
    expect(runs('12.5')).toEqual([['latin', '12.5']]);
  });

  it('never splits a conjunct at its zero-width joiner, nor a sentence at its danda', () => {
    expect(runs('क्\u200dष।')).toEqual([['devanagari', 'क्\u200dष।']]);
  });

  it('sets a shared character the current font lacks in Latin', () => {
    // U+2011 (non-breaking hyphen) is in Noto Sans only.
    expect(runs('क\u2011ख')).toEqual([
      ['devanagari', 'क'],
      ['latin', '\u2011'],
      ['devanagari', 'ख'],
    ]);
  });

  it('answers no runs for empty text', () => {
    expect(runs('')).toEqual([]);
  });
});
