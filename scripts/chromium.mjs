// Debian's Chromium and the flags it needs on these machines (shared/TOOLCHAIN.md): no sandbox (root), no GPU,
// and no background networking, whose connections this closed network refuses. One list for the browser tests,
// the consumer test and the bench.

/** Where Chromium is: CHROME_PATH, or Debian's. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The command-line flags every headless Chromium here starts with. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
