/**
 * Where a card's logo may be loaded from: the API's own origin, or https on the API's host; anything else (a
 * `javascript:` or `data:` URL, plain http elsewhere, `//another.host`) is refused: null, and the carrier's name
 * shows as text instead. The page's CSP would stop most of these; a site embedding the widgets may have none.
 */
export function logoSource(imageUrl: string, apiBase: string): string | null {
  let api: URL;
  let logo: URL;
  try {
    api = new URL(apiBase);
    logo = new URL(imageUrl, api);
  } catch {
    return null;
  }
  const sameOrigin = logo.origin === api.origin;
  const httpsOnApiHost = logo.protocol === 'https:' && logo.hostname === api.hostname;
  return sameOrigin || httpsOnApiHost ? logo.href : null;
}
