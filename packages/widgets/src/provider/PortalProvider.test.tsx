import type { ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../api';
import { reportSkippedItems } from '../api/skippedItems';
import { colourModeStorageKey } from '../theme';
import { useColourMode, useTranslate } from './contextHooks';
import { PortalProvider } from './PortalProvider';

function ShowMode() {
  const { mode, resolved } = useColourMode();
  return (
    <p>
      {mode}/{resolved}
    </p>
  );
}

function mockSystemPreference(prefersLight: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: prefersLight,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.unstubAllGlobals());

const client = createPortalClient({ baseURL: 'http://localhost:8787' });

function Portal({ children }: { children: ReactNode }) {
  return <PortalProvider client={client}>{children}</PortalProvider>;
}

describe('PortalProvider', () => {
  it('given no provider, a hook throws a sentence naming itself and the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTranslate())).toThrow(
      'Could not find PortalProvider; wrap the part of your app that calls useTranslate() in <PortalProvider>.',
    );
  });

  it('given nothing stored, paints dark on the root that carries the tokens', () => {
    const { container } = render(
      <PortalProvider client={client}>
        <ShowMode />
      </PortalProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(container.querySelector('[data-portal-root]')).toHaveAttribute(
      'data-colour-mode',
      'dark',
    );
  });

  it('given a stored choice, uses it over the colourMode prop', () => {
    window.localStorage.setItem(colourModeStorageKey, 'light');
    render(
      <PortalProvider client={client} colourMode="dark">
        <ShowMode />
      </PortalProvider>,
    );
    expect(screen.getByText('light/light')).toBeInTheDocument();
  });

  it('given system, follows the system preference live', () => {
    const setSystem = mockSystemPreference(true);
    render(
      <PortalProvider client={client} colourMode="system">
        <ShowMode />
      </PortalProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
    act(() => setSystem(false));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
  });

  it('when the player picks a mode, it is stored for the next visit', () => {
    const { result } = renderHook(() => useColourMode(), { wrapper: Portal });
    act(() => result.current.setMode('light'));
    expect(result.current.resolved).toBe('light');
    expect(window.localStorage.getItem(colourModeStorageKey)).toBe('light');
  });

  it('given a new client after mount, warns and keeps the first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<PortalProvider client={client} />);
    rerender(<PortalProvider client={createPortalClient({ baseURL: 'http://other.test' })} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('client prop changed after mount'));
  });

  it('applies run-time text overrides', () => {
    function Confirm() {
      return <p>{useTranslate()('common.confirm')}</p>;
    }
    render(
      <PortalProvider client={client} messages={{ 'common.confirm': 'Đồng ý' }}>
        <Confirm />
      </PortalProvider>,
    );
    expect(screen.getByText('Đồng ý')).toBeInTheDocument();
  });
});

describe('PortalProvider and list items the decoders left out', () => {
  it('hands each report to onError as a failed load, while mounted', () => {
    const onError = vi.fn();
    const client = createPortalClient({ baseURL: 'http://localhost:8787' });
    const { unmount } = render(
      <PortalProvider client={client} onError={onError}>
        <p>x</p>
      </PortalProvider>,
    );
    reportSkippedItems('GET /api/giftpaysys', 2);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'SkippedItemsError', list: 'GET /api/giftpaysys', count: 2 }),
      'load',
    );
    unmount();
    reportSkippedItems('GET /api/giftpaysys', 1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
