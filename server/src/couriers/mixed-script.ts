import bidiFactory from 'bidi-js';
import { readFileSync } from 'node:fs';

/**
 * Text for printed documents in Latin and Urdu (Arabic script). The standard PDF fonts (Helvetica) print
 * Latin-1 only, so Arabic-script text is set in Noto Naskh Arabic (@fontsource/noto-naskh-arabic, a WOFF
 * file that pdfkit embeds through fontkit, which shapes the letters: initial, medial, final forms and the
 * lam-alef ligature). pdfkit lays out text left to right, word by word, so the right-to-left order is made
 * here with the Unicode Bidirectional Algorithm (bidi-js): each line is cut into runs of one direction and one
 * font, the runs are placed in visual order, and each run is handed over so that fontkit's own reversal of
 * Arabic-script text gives its visual order (numbers inside Urdu stay left to right, brackets are mirrored).
 */

const fontFile = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff`));
/** Read once, when the first document needs them. */
let urduFonts: { regular: Buffer; bold: Buffer } | undefined;
const fonts = () => (urduFonts ??= { regular: fontFile(400), bold: fontFile(700) });

const bidi = bidiFactory();

/** Letters of the Arabic script (Urdu, Arabic, Persian, Sindhi…), and its punctuation and digits. */
const ARABIC_BLOCKS = /[\u0600-\u06FF\u0750-\u077F\u0870-\u089F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** What fontkit reverses: a run whose first character of a real script (not Common or Inherited) is right to left. */
const STRONG_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export const needsUrduFont = (text: string) => ARABIC_BLOCKS.test(text);

/** Standard PDF fonts speak Latin-1 only: other characters (outside the Urdu font too) print as `?`. */
export const latin = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

export interface TextStyle {
  size: number;
  bold?: boolean;
  italic?: boolean;
}

export interface TextPlacement {
  /** Left edge (default: the document's current x). */
  x?: number;
  /** Top of the first line (default: the document's current y). */
  y?: number;
  width: number;
  /** Default: left for Latin text, right for text that starts right to left. */
  align?: 'left' | 'center' | 'right';
  /**
   * At most this tall: lines that do not fit are left out and the last one ends with an ellipsis; with
   * `shrinkTo`, the font is made smaller instead (down to that size) until the whole text fits.
   */
  height?: number;
  /** With `height`: the smallest font size to try. Text that does not fit even then is written whole, taller. */
  shrinkTo?: number;
}

/** A run of one direction and one font, in visual order, as fontkit must receive it. */
interface Run {
  text: string;
  urdu: boolean;
}

type FontMetrics = { ascender: number; descender: number };
/** pdfkit's current font; its metrics (per 1000 units) are not part of the typed API. */
const metricsOf = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: FontMetrics })._font;

/** Registers the Urdu fonts on a document (once per document, before writeText). */
export function useUrduFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont('Urdu', fonts().regular);
  doc.registerFont('Urdu-Bold', fonts().bold);
}

/** Urdu runs are set this much larger than the Latin size asked for. */
const URDU_SCALE = 1.15;

const latinFont = (style: TextStyle) =>
  style.bold ? 'Helvetica-Bold' : style.italic ? 'Helvetica-Oblique' : 'Helvetica';
const urduFont = (style: TextStyle) => (style.bold ? 'Urdu-Bold' : 'Urdu');

/** The direction a paragraph takes from its first letter (Unicode rules P2, P3). */
const directionOf = (text: string): 'rtl' | 'ltr' =>
  (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';

/** One line (logical order) of a paragraph going `direction`, as runs in visual order, left to right. */
export function visualRuns(line: string, direction = directionOf(line)): Run[] {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const order = Array.from({ length: line.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, embedding)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const runs: Array<{ chars: string[]; urdu: boolean; odd: boolean; last: number }> = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? line[index];
    const odd = (embedding.levels[index] & 1) === 1;
    // Spaces join the run they sit in (Arabic words keep their spacing); other characters choose the font.
    const urdu = char === ' ' && runs.length > 0 ? runs[runs.length - 1].urdu : needsUrduFont(char);
    const current = runs[runs.length - 1];
    const next = current && current.urdu === urdu && current.odd === odd && current.last === index + (odd ? 1 : -1);
    if (next) {
      current.chars.push(char);
      current.last = index;
    } else runs.push({ chars: [char], urdu, odd, last: index });
  }
  return runs.map(({ chars, urdu }) => {
    const visual = chars.join('');
    const strong = STRONG_SCRIPT.exec(visual)?.[0];
    // fontkit reverses a run it takes for right to left; give it the reverse of the visual order then.
    const reversedByFontkit = urdu && Boolean(strong && RTL_SCRIPT.test(strong));
    return { text: reversedByFontkit ? [...chars].reverse().join('') : visual, urdu };
  });
}

/** Text in both fonts cut into lines that fit `width` (logical order), and the lines' height and ascent. */
function mixedLines(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number) {
  /** Sets the run's font; Naskh's letters look smaller than Helvetica's at one size, so they are set larger. */
  const use = (urdu: boolean) =>
    doc.font(urdu ? urduFont(style) : latinFont(style)).fontSize(urdu ? style.size * URDU_SCALE : style.size);
  const shown = (run: Run) => (run.urdu ? run.text : latin(run.text));
  const widthOf = (runs: Run[]) =>
    runs.reduce((sum, run) => sum + use(run.urdu).widthOfString(shown(run), { features: [] }), 0);
  // Metrics of both fonts: every run of a line sits on one baseline, lines as tall as the taller font.
  const metrics = [false, true].map((urdu) => {
    const size = urdu ? style.size * URDU_SCALE : style.size;
    const font = metricsOf(use(urdu));
    return { ascent: (font.ascender / 1000) * size, height: ((font.ascender - font.descender) / 1000) * size };
  });
  const ascent = Math.max(...metrics.map((entry) => entry.ascent));
  const lineHeight = Math.max(...metrics.map((entry) => entry.height));

  // Lines filled word by word (logical order), measured as they will be drawn.
  const direction = directionOf(text);
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const candidate = lines.length ? `${lines[lines.length - 1]} ${word}` : word;
    if (lines.length && widthOf(visualRuns(candidate, direction)) <= width) lines[lines.length - 1] = candidate;
    else lines.push(word);
  }
  return { lines, lineHeight, ascent, direction, use, shown, widthOf };
}

/** How tall `text` is when written in `width` at `style`, whole. */
function heightOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): number {
  if (!needsUrduFont(text))
    return doc.font(latinFont(style)).fontSize(style.size).heightOfString(latin(text), { width });
  const { lines, lineHeight } = mixedLines(doc, text, style, width);
  return lines.length * lineHeight;
}

/** Writes a line or a paragraph, in Helvetica when it is Latin, else in runs of Helvetica and the Urdu font. */
export function writeText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, place: TextPlacement) {
  if (place.height && place.shrinkTo) {
    // The largest size, in half points, at which all of it fits; nothing is cut.
    let size = style.size;
    while (size - 0.5 >= place.shrinkTo && heightOf(doc, text, { ...style, size }, place.width) > place.height)
      size -= 0.5;
    writeText(doc, text, { ...style, size }, { ...place, height: undefined, shrinkTo: undefined });
    doc.font(latinFont(style)).fontSize(style.size);
    return;
  }
  const x = place.x ?? doc.x;
  const y = place.y ?? doc.y;
  if (!needsUrduFont(text)) {
    doc
      .font(latinFont(style))
      .fontSize(style.size)
      .text(latin(text), x, y, {
        width: place.width,
        align: place.align,
        ...(place.height ? { height: place.height, ellipsis: true } : {}),
      });
    return;
  }
  const { lines, lineHeight, ascent, direction, use, shown, widthOf } = mixedLines(doc, text, style, place.width);
  const fitting = place.height ? Math.max(1, Math.floor(place.height / lineHeight)) : lines.length;
  if (lines.length > fitting) {
    lines.length = fitting;
    lines[fitting - 1] = `${lines[fitting - 1]}...`;
  }

  lines.forEach((line, row) => {
    const runs = visualRuns(line, direction);
    const width = widthOf(runs);
    const align = place.align ?? (direction === 'rtl' ? 'right' : 'left');
    let left = align === 'right' ? x + place.width - width : align === 'center' ? x + (place.width - width) / 2 : x;
    const baseline = y + row * lineHeight + ascent;
    for (const run of runs) {
      use(run.urdu).text(shown(run), left, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
      left += doc.widthOfString(shown(run), { features: [] });
    }
  });
  doc.font(latinFont(style)).fontSize(style.size);
  doc.x = x;
  doc.y = y + lines.length * lineHeight;
}
