/** `path` on the portal at `portalUrl` (no doubled slash). */
export function portalLink(portalUrl: string, path: string): string {
  return `${portalUrl.replace(/\/+$/, '')}${path}`;
}
