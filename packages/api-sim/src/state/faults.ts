import type { Fault, State } from './types';

/** What POST /__sim/faults accepts. */
export type FaultInput = Omit<Fault, 'id' | 'remaining'> & { times: number };

/** Plans a fault for the next `times` matching requests. */
export function addFault(state: State, input: FaultInput): Fault {
  const fault: Fault = {
    id: state.sequence.fault++,
    method: input.method?.toUpperCase() ?? null,
    path: input.path,
    status: input.status,
    delayMs: input.delayMs,
    body: input.body,
    proxy: input.proxy,
    username: input.username,
    remaining: input.times,
  };
  state.faults.push(fault);
  return fault;
}

/**
 * Takes one use of the first fault matching the request (path exact or prefix, and the account of its
 * session for a fault planned for one), if any.
 */
export function takeFault(
  state: State,
  method: string,
  path: string,
  username: () => string | undefined,
): Fault | undefined {
  const fault = state.faults.find(
    (f) =>
      (f.method === null || f.method === method) &&
      path.startsWith(f.path) &&
      (f.username === null || f.username === username()),
  );
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
  return fault;
}
