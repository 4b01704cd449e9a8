import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * A context with no default value. The hook it returns throws a sentence naming the caller and the
 * fix when used outside the provider, instead of handing back `undefined`.
 */
export function createPortalContext<Value>(providerName: string) {
  const Context = createContext<Value | null>(null);
  Context.displayName = providerName;

  function Provider({ value, children }: { value: Value; children?: ReactNode }) {
    return createElement(Context.Provider, { value }, children);
  }

  function useValue(consumerName: string): Value {
    const value = useContext(Context);
    if (value === null) {
      throw new Error(
        `Could not find ${providerName}; wrap the part of your app that calls ${consumerName}() in <${providerName}>.`,
      );
    }
    return value;
  }

  return [Provider, useValue] as const;
}
