/** The build settings of the operators' monitoring (README, "Watching the portal"). */
export interface MonitoringSettings {
  VITE_VITALS_URL?: string;
  VITE_SENTRY_DSN?: string;
}

function httpUrl(name: string, value: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} "${value}" is not an http(s) URL; set it like ${example}.`);
  return url;
}

/**
 * The origins the portal's monitoring sends to, for the CSP's connect-src: the web-vitals endpoint's and Sentry's
 * ingest's, each only when its setting is set (none by default). A setting that is not what it should be stops the
 * build with a sentence that says so.
 */
export function monitoringOrigins({
  VITE_VITALS_URL,
  VITE_SENTRY_DSN,
}: MonitoringSettings): string[] {
  const origins: string[] = [];
  if (VITE_VITALS_URL) {
    origins.push(
      httpUrl('VITE_VITALS_URL', VITE_VITALS_URL, 'https://rum.example.vn/vitals').origin,
    );
  }
  if (VITE_SENTRY_DSN) {
    const example =
      "https://<public key>@o0.ingest.sentry.io/<project id> (the project's Client Keys)";
    const dsn = httpUrl('VITE_SENTRY_DSN', VITE_SENTRY_DSN, example);
    if (!dsn.username || !/\/\d+$/.test(dsn.pathname))
      throw new Error(
        `VITE_SENTRY_DSN "${VITE_SENTRY_DSN}" is not a Sentry DSN; set it like ${example}.`,
      );
    origins.push(dsn.origin);
  }
  return [...new Set(origins)];
}
