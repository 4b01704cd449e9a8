import type { InlineScript } from './inlineCode.mjs';

/** The loader, read once: its text and its hash for the policy's script-src. */
export const loaderScript: InlineScript;
/** `html` whose scripts load after its first paint; as it is without a module script or with an empty root. */
export function loadAfterPaint(html: string): string;
