/**
 * react-router 6's opt-ins to version 7's behaviour, given to every router of the portal (the browser's, the
 * pre-renderer's, the tests'): a navigation renders as a transition (a page whose code is still loading leaves the
 * current one on screen until it is there, instead of the loading line in its place), and relative links inside a
 * splat route resolve from its full path. Without them react-router 6 warns in the console.
 */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
