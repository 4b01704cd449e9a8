import type { Runtime } from '../runtime';
import type { OutboxMessage } from './types';

type Draft = Omit<OutboxMessage, 'id' | 'channel' | 'sentAt'>;

function deliver(runtime: Runtime, channel: OutboxMessage['channel'], draft: Draft): OutboxMessage {
  const { state } = runtime;
  const message: OutboxMessage = {
    id: state.sequence.message++,
    channel,
    ...draft,
    sentAt: new Date(runtime.now()).toISOString(),
  };
  state.outbox.push(message);
  return message;
}

/** "Sends" an e-mail by putting it in the outbox. */
export function sendEmail(runtime: Runtime, draft: Draft): OutboxMessage {
  return deliver(runtime, 'email', draft);
}

/** "Sends" an SMS by putting it in the outbox. */
export function sendSms(runtime: Runtime, draft: Draft): OutboxMessage {
  return deliver(runtime, 'sms', draft);
}
