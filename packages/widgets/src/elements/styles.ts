/**
 * The library's stylesheet as text. The package build (tsup) replaces this marker with the CSS it emitted for the
 * elements entry; from the sources (tests) it stays an empty comment.
 */
const widgetsCss: string = '/*__PORTAL_WIDGETS_CSS__*/';

/**
 * Resets on the host what the page would pass down (colour, font, line-height, letter-spacing, text-align...):
 * `all: initial` first, then our own values, so the page's CSS cannot reach inside.
 */
export const hostCss = `
:host {
  all: initial;
  display: block;
  contain: layout style;
  font-family: 'Be Vietnam Pro', 'Be Vietnam Pro Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 16px;
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  white-space: normal;
  color: #f3ece4;
  direction: ltr;
  visibility: visible;
  cursor: auto;
}
:host([hidden]) { display: none; }
`;

let sheets: CSSStyleSheet[] | null = null;
const adopted = new WeakSet<ShadowRoot>();
const shadows: WeakRef<ShadowRoot>[] = [];

/** Whether this browser (not jsdom) can adopt constructable stylesheets into a shadow root. */
function canAdopt(shadow?: ShadowRoot): boolean {
  return (
    (shadow === undefined || 'adoptedStyleSheets' in shadow) &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function sheetOf(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}

/** Adopts the host reset and the library's stylesheets (one shared set of sheets) into `shadow`: no <style>. */
export function adoptStyles(shadow: ShadowRoot): void {
  if (!canAdopt(shadow)) return;
  sheets ??= [hostCss, widgetsCss].map(sheetOf);
  shadow.adoptedStyleSheets = [...sheets];
  if (!adopted.has(shadow)) {
    adopted.add(shadow);
    shadows.push(new WeakRef(shadow));
  }
}

/**
 * Adds the stylesheet of a part loaded on demand (the build puts its CSS in place of the marker it is called with)
 * to every element's shadow root, now and later. An empty text (from the sources, in tests) adds nothing.
 */
export function addStyles(text: string): void {
  if (!canAdopt() || text === '' || text.startsWith('/*__')) return;
  const sheet = sheetOf(text);
  sheets = [...(sheets ?? [hostCss, widgetsCss].map(sheetOf)), sheet];
  for (const ref of shadows) {
    const shadow = ref.deref();
    if (shadow) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }
}
