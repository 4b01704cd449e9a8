import { useState } from 'react';
import type { Card } from '../../api';

/** The card form's values, as typed; serial and PIN live only here, in memory, never in storage or a URL. */
export interface CardFieldValues {
  provider: string;
  serial: string;
  pin: string;
  /** The chosen denomination in đ as a string, '' until one is chosen. */
  value: string;
}

/**
 * The card form's fields: the provider (the first one to start), serial, PIN and denomination. Changing the
 * provider resets the denomination, since the options are that provider's; any change calls `onEdit`.
 */
export function useCardFields(cards: readonly Card[], onEdit: () => void) {
  const [values, setValues] = useState<CardFieldValues>({
    provider: cards[0]?.code ?? '',
    serial: '',
    pin: '',
    value: '',
  });
  const card = cards.find((candidate) => candidate.code === values.provider);
  const change = (patch: Partial<CardFieldValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    onEdit();
  };
  return {
    values,
    card,
    denominations: card?.denominations ?? [],
    setProvider: (provider: string) =>
      change(provider === values.provider ? {} : { provider, value: '' }),
    setSerial: (serial: string) => change({ serial }),
    setPin: (pin: string) => change({ pin }),
    setValue: (value: string) => change({ value }),
    /** Forgets the PIN once the server gave a definite answer. */
    clearPin: () => setValues((current) => ({ ...current, pin: '' })),
  };
}
