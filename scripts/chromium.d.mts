/** Where Chromium is: CHROME_PATH, or Debian's. */
export declare const chromiumPath: string;
/** The command-line flags every headless Chromium here starts with. */
export declare const chromiumFlags: readonly string[];
