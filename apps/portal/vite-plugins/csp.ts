/** Where the portal's scripts, styles and requests may come from; the value of its Content-Security-Policy. */
export interface CspOptions {
  /** The API origin the portal calls (connect-src, img-src for card logos). */
  apiOrigin: string;
  /** A nonce for the dev server's inline scripts and styles (Vite's HMR client and React refresh). */
  nonce?: string;
  /** Extra origins for the dev server's websocket. */
  devSocket?: string;
  /** Whether reCAPTCHA v3 is configured: its script and frame come from Google. */
  recaptcha?: boolean;
  /** Whether the Facebook share dialog is configured: its SDK and dialog frame come from Facebook. */
  facebook?: boolean;
  /** The `'sha256-…'` sources of the inline scripts the HTML carries (the colour mode's, before first paint). */
  scriptHashes?: readonly string[];
  /** The `'sha256-…'` sources of the pages' inline styles (their stylesheets, inline: scripts/inlineStyles.mjs). */
  styleHashes?: readonly string[];
  /**
   * Where the operators' monitoring sends (connect-src): the web-vitals endpoint's origin and Sentry's ingest's, each
   * only when its build setting is set (vite-plugins/monitoringOrigins.ts).
   */
  monitoringOrigins?: readonly string[];
}

const recaptchaOrigins = 'https://www.google.com https://www.gstatic.com';
const facebookScriptOrigins = 'https://connect.facebook.net';
const facebookFrameOrigins = 'https://www.facebook.com https://web.facebook.com';

/**
 * Builds the policy: no 'unsafe-inline', no 'unsafe-eval', no objects, no <base>, no framing.
 * The production build needs no nonce: its one inline script and each page's inline style are allowed by their
 * hashes.
 */
export function contentSecurityPolicy({
  apiOrigin,
  nonce,
  devSocket,
  recaptcha,
  facebook,
  scriptHashes = [],
  styleHashes = [],
  monitoringOrigins = [],
}: CspOptions): string {
  const nonceSource = nonce ? ` 'nonce-${nonce}'` : '';
  const hashSources = scriptHashes.map((hash) => ` ${hash}`).join('');
  const styleSources = styleHashes.map((hash) => ` ${hash}`).join('');
  const captchaSource = recaptcha ? ` ${recaptchaOrigins}` : '';
  const facebookScript = facebook ? ` ${facebookScriptOrigins}` : '';
  const frames = [recaptcha && recaptchaOrigins, facebook && facebookFrameOrigins].filter(Boolean);
  const monitoring = monitoringOrigins.map((origin) => ` ${origin}`).join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${hashSources}${nonceSource}${captchaSource}${facebookScript}`,
    `style-src 'self'${styleSources}${nonceSource}`,
    `img-src 'self' data: ${apiOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}${captchaSource}${monitoring}${devSocket ? ` ${devSocket}` : ''}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/**
 * The headers the portal is served with: the policy, and a Referer that carries only the origin to
 * other sites (a reset or verification token in a page's path never leaves the portal) but stays whole
 * for the portal's own origin, where Sanctum reads Referer or Origin to recognise its front end.
 */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
