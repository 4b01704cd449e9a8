import type { QrMatrix } from './qrPath';

/** A line of text under the code. */
export interface QrImageLine {
  text: string;
  bold?: boolean;
}

/** What {@link drawQrImage} draws. */
export interface QrImageOptions {
  matrix: QrMatrix;
  /** The quiet zone around the code, in modules (passed in: this module, loaded on demand, imports nothing). */
  quietZone: number;
  /** Under the code, centred and wrapped. */
  lines: readonly QrImageLine[];
  /** The CSS font family of the text (the page's, which draws Vietnamese). */
  fontFamily: string;
}

/** Pixels per module: large enough for a banking app that reads a code from a saved picture. */
const modulePx = 8;
const fontPx = 20;
const linePx = 28;
const paddingPx = 24;
const minWidthPx = 480;

/** Splits `text` at spaces into lines no wider than `width` by `measure`; a word wider than that stands alone. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('qrImage: the canvas made no PNG.'))),
      'image/png',
    ),
  );
}

/**
 * A PNG of the code (dark modules on white, its quiet zone around) with `lines` under it, in the page's font once it
 * has loaded: a picture a player saves and opens in their banking app, which cannot scan the phone's own screen.
 */
export async function drawQrImage({
  matrix,
  quietZone,
  lines,
  fontFamily,
}: QrImageOptions): Promise<Blob> {
  const codePx = (matrix.count + quietZone * 2) * modulePx;
  const width = Math.max(codePx, minWidthPx);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('qrImage: this browser has no 2D canvas.');
  const fontOf = (line: QrImageLine) => `${line.bold ? 600 : 400} ${fontPx}px ${fontFamily}`;
  // The canvas draws with the font only once it is loaded; without it (refused, offline) the fallback draws.
  await Promise.all(lines.map((line) => document.fonts.load(fontOf(line), line.text))).catch(
    () => {},
  );
  const rows = lines.flatMap((line) => {
    context.font = fontOf(line);
    const measure = (text: string) => context.measureText(text).width;
    return wrapText(line.text, width - paddingPx * 2, measure).map((text) => ({ line, text }));
  });
  // Sizing the canvas resets its drawing state.
  canvas.width = width;
  canvas.height = codePx + rows.length * linePx + paddingPx;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  const left = (width - codePx) / 2;
  for (let row = 0; row < matrix.count; row += 1) {
    for (let col = 0; col < matrix.count; col += 1) {
      if (!matrix.isDark(row, col)) continue;
      const x = left + (col + quietZone) * modulePx;
      context.fillRect(x, (row + quietZone) * modulePx, modulePx, modulePx);
    }
  }
  context.textAlign = 'center';
  context.textBaseline = 'top';
  rows.forEach(({ line, text }, index) => {
    context.font = fontOf(line);
    context.fillText(text, width / 2, codePx + index * linePx);
  });
  return toPng(canvas);
}
