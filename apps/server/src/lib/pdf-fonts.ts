import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as parseFont, type Font, type Glyph, type GlyphRun } from 'fontkit';

/**
 * The Noto fonts the PDFs are set in. No single font covers Latin, ₹ and the Indic scripts of our
 * languages (hi and mr are Devanagari, gu Gujarati, ta Tamil), so every text is cut into runs by
 * script and each run is set in its own font (see splitIntoRuns).
 */
export const SCRIPTS = ['latin', 'devanagari', 'gujarati', 'tamil'] as const;
export type Script = (typeof SCRIPTS)[number];
export type Weight = 'regular' | 'bold';

export const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  gujarati: {
    regular: '@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
};

/** The name a font is registered under in every document: 'devanagari-bold'. */
export type FontName = `${Script}-${Weight}`;

export function fontName(script: Script, weight: Weight): FontName {
  return `${script}-${weight}`;
}

export type PdfFonts = ReadonlyMap<FontName, Font>;

const require = createRequire(import.meta.url);
let loading: Promise<PdfFonts> | undefined;

/**
 * The fonts, read and parsed once per process. Parsing is what costs (about 30 ms per font and
 * document when pdfkit is handed the file bytes); a parsed font is shared by every document.
 */
export function loadPdfFonts(): Promise<PdfFonts> {
  loading ??= (async () => {
    const entries = SCRIPTS.flatMap((script) =>
      (['regular', 'bold'] as const).map((weight) => ({ script, weight })),
    );
    const fonts = await Promise.all(
      entries.map(async ({ script, weight }) => {
        const bytes = await readFile(require.resolve(FONT_FILES[script][weight]));
        return [
          fontName(script, weight),
          rememberLayouts(keepGlyphText(parseFont(bytes))),
        ] as const;
      }),
    );
    return new Map(fonts);
  })();
  // A failed read is not cached: the next PDF tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Gives each text's glyphs the characters of that text. fontkit keeps one object per glyph with the
 * characters it was first asked for: another text's (a reph's 'र्' on the glyph the shaper adds to
 * 'ईमेल'), or none when a document's font subset took it as a part of a composite glyph ('…' is
 * built of '.'). pdfkit maps each glyph of a document back to those characters for copying,
 * searching and screen readers, so with one font shared by every document an earlier PDF decided
 * that text for every later bill ('₹1,000 00', 'ईर्मेल'). A laid-out glyph is a view of the
 * shared glyph with its own text's characters.
 */
export function keepGlyphText(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters) => {
    const glyph = getGlyph(id, characters);
    // A layout names each glyph's characters, none for a glyph the shaper adds; the subset writer
    // names none at all, and takes the shared glyph.
    if (!glyph || characters === undefined) return glyph;
    return Object.create(glyph, {
      codePoints: { value: characters, writable: true, enumerable: true },
    }) as Glyph;
  };
  return font;
}

/** How many shaped texts each font keeps (words and short runs mostly), the oldest forgotten first. */
const LAYOUTS_KEPT = 5_000;

/**
 * Shapes each text once per process rather than once per document: pdfkit keeps a document's
 * shaped words for that document only, and shaping (the Indic scripts' substitutions and
 * positioning above all) is most of the time a bill takes. pdfkit scales the positions of the run
 * it is given in place, so every caller gets positions of its own; the glyphs are shared.
 */
export function rememberLayouts(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let run = runs.get(text);
    if (!run) {
      run = layout(text);
      if (runs.size >= LAYOUTS_KEPT) runs.delete(runs.keys().next().value!);
      runs.set(text, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
  return font;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const GUJARATI = /\p{Script=Gujarati}/u;
const TAMIL = /\p{Script=Tamil}/u;
/** Digits, spaces, punctuation, ₹, the danda, joiners: at home in every script. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The script whose font a character needs, or null for one that any of the fonts may set. */
export function scriptOf(char: string): Script | null {
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (GUJARATI.test(char)) return 'gujarati';
  if (TAMIL.test(char)) return 'tamil';
  if (SHARED.test(char)) return null;
  return 'latin';
}

export interface TextRun {
  script: Script;
  text: string;
}

/**
 * Cuts text into runs of one script each, so each run can be shaped by its own font ('रमेश (Ramesh)'
 * → 'रमेश (' in Devanagari, 'Ramesh)' in Latin). Shared characters (spaces, digits, punctuation,
 * zero-width joiners) stay in the run they are in when its font has them, so a conjunct's joiner
 * or a danda never splits a word; otherwise they go to Latin, the font with the widest coverage.
 */
export function splitIntoRuns(
  text: string,
  fonts: PdfFonts,
  weight: Weight = 'regular',
): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  // Shared characters before the first script letter wait to join it.
  let pending = '';
  for (const char of text) {
    let script = scriptOf(char);
    if (script === null) {
      if (!current) {
        pending += char;
        continue;
      }
      const font = fonts.get(fontName(current.script, weight));
      script = font?.hasGlyphForCodePoint(char.codePointAt(0)!) ? current.script : 'latin';
    }
    if (!current) {
      const font = fonts.get(fontName(script, weight));
      const leadingFits = [...pending].every((c) => font?.hasGlyphForCodePoint(c.codePointAt(0)!));
      if (pending && !leadingFits) runs.push({ script: 'latin', text: pending });
      current = { script, text: leadingFits ? pending + char : char };
      pending = '';
      runs.push(current);
    } else if (script === current.script) {
      current.text += char;
    } else {
      current = { script, text: char };
      runs.push(current);
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  // Merge neighbours that ended up in one script (a Latin leading run followed by Latin).
  return runs.reduce<TextRun[]>((merged, run) => {
    const last = merged[merged.length - 1];
    if (last && last.script === run.script) last.text += run.text;
    else merged.push({ ...run });
    return merged;
  }, []);
}
