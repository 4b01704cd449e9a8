/** The quiet zone around a code, in modules, that scanners need. */
export const quietZone = 4;

/** The modules of a QR code: `count` × `count`, `isDark(row, col)`. */
export interface QrMatrix {
  count: number;
  isDark(row: number, col: number): boolean;
}

/** An SVG path drawing every dark module as a 1×1 square, offset by the quiet zone `margin`. */
export function qrPath({ count, isDark }: QrMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (isDark(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return parts.join('');
}
