import { useMemo, useRef } from 'react';
import { newIdempotencyKey, type Decision } from '../../api';

/** The decision open: what was chosen, its key, and when it was first sent. */
interface OpenEntry<Input> {
  input: Input;
  decision: Decision;
  at: number;
}

/**
 * The player's decision behind a money write, and its idempotency key (Stripe's rule): made when the player decides,
 * the same for every resend of that decision (the same input while the server has not said what came of it), and a
 * new one once its outcome is known. The server does a decision once and answers a repeat with its first answer.
 */
export function useDecision<Input>(sameDecision: (last: Input, next: Input) => boolean) {
  const open = useRef<OpenEntry<Input> | null>(null);
  // a function of the inputs alone: the first one given is kept
  const same = useRef(sameDecision);
  return useMemo(
    () => ({
      /** The decision `input` is sent under: the open one when `input` is it again, else a new one. */
      of(input: Input): Decision {
        if (open.current && same.current(open.current.input, input)) return open.current.decision;
        const decision = { idempotencyKey: newIdempotencyKey() };
        open.current = { input, decision, at: Date.now() };
        return decision;
      },
      /** Whether `input` is the open decision again (a press of it sends its key). */
      isOpen(input: Input): boolean {
        return open.current !== null && same.current(open.current.input, input);
      },
      /** When the open decision was first sent (ms since the epoch), or null. */
      openedAt(): number | null {
        return open.current?.at ?? null;
      },
      /** A decision kept in the browser while its outcome is unknown (a page shown again): open again, same key. */
      restore(input: Input, decision: Decision, at: number): void {
        open.current = { input, decision, at };
      },
      /** The server said what came of it (done, or refused): whatever is sent next is a new decision. */
      settle() {
        open.current = null;
      },
    }),
    [],
  );
}
