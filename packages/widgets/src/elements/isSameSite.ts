const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The site of a host, roughly its registrable domain: the last two labels (`account.example.vn` → `example.vn`), the
 * whole host for IP addresses and single-label hosts such as `localhost`. Errs towards "same site" for hosts under a
 * two-label public suffix (`a.com.vn`); the login then reports that the session was not kept.
 */
function siteOf(host: string): string {
  if (ipv4.test(host) || host.startsWith('[') || !host.includes('.')) return host;
  return host.split('.').slice(-2).join('.');
}

/** Whether a page at `pageUrl` is same-site (scheme and registrable domain) with the API at `apiUrl`. */
export function isSameSite(pageUrl: string, apiUrl: string): boolean {
  try {
    const page = new URL(pageUrl);
    const api = new URL(apiUrl, pageUrl);
    return page.protocol === api.protocol && siteOf(page.hostname) === siteOf(api.hostname);
  } catch {
    return false;
  }
}
