import './host.css';

/**
 * The library's stylesheet as text, the host's reset (host.css) in it. The package build (tsup) replaces this marker
 * with the CSS it emitted for the elements entry; from the sources (tests) it stays an empty comment.
 */
const widgetsCss: string = '/*__PORTAL_WIDGETS_CSS__*/';

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
  sheets ??= [sheetOf(widgetsCss)];
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
  sheets = [...(sheets ?? [sheetOf(widgetsCss)]), sheet];
  for (const ref of shadows) {
    const shadow = ref.deref();
    if (shadow) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }
}
