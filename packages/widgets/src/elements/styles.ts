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

/** Whether this browser (not jsdom) can adopt constructable stylesheets into a shadow root. */
function canAdopt(shadow: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/** Adopts the host reset and the library's stylesheet (one shared pair of sheets) into `shadow`: no <style>. */
export function adoptStyles(shadow: ShadowRoot): void {
  if (!canAdopt(shadow)) return;
  if (!sheets) {
    sheets = [hostCss, widgetsCss].map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
  }
  shadow.adoptedStyleSheets = [...sheets];
}
