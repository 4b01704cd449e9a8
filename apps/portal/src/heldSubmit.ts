/** A form sent before the page's code ran, held by the pre-rendered page's loader (inline/load-after-paint.js). */
export interface HeldSubmit {
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  released: boolean;
}

declare global {
  interface Window {
    portalHeldSubmit?: HeldSubmit;
  }
}

/**
 * Once the page's code has taken its forms over (hydrated, and what was typed before handed to the forms' state):
 * the loader holds no more forms, and the one the player sent before is sent again, by the code this time, after a
 * frame, so the form reads the state that holds what was typed. Nothing when nothing was held.
 */
export function releaseHeldSubmit(held: HeldSubmit | undefined = window.portalHeldSubmit): void {
  if (!held || held.released) return;
  held.released = true;
  const sent = held.submit;
  held.submit = null;
  if (!sent) return;
  requestAnimationFrame(() => {
    if (!sent.form.isConnected) return;
    const submitter =
      sent.submitter && sent.form.contains(sent.submitter) ? sent.submitter : undefined;
    sent.form.requestSubmit(submitter);
  });
}
