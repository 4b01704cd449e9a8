/** What a share-gated gift code asks the player to share. */
export interface ShareRequest {
  /** The page shared; left out, the share service shares the page it was set up with (the host's default). */
  url?: string;
  quote?: string;
}

/** The outcome of a share dialog: it counts only when it returns without an error message. */
export type ShareResult = { status: 'shared' } | { status: 'failed'; errorMessage: string };

/** The social-media share dialog behind a small interface. */
export interface ShareProvider {
  share(request: ShareRequest): Promise<ShareResult>;
  /** Gets ready ahead of a likely share (loads an SDK), so the dialog opens within the click. */
  prepare?(): Promise<void>;
}

/** A share dialog for the simulator and tests: succeeds at once, or fails when told to. */
export function createDevShare({ fail = false }: { fail?: boolean } = {}): ShareProvider {
  return {
    share: async () =>
      fail ? { status: 'failed', errorMessage: 'cancelled' } : { status: 'shared' },
  };
}
