import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { PortalProvider } from '../../provider';
import { TextField } from './TextField';

const client = createPortalClient({ baseURL: 'http://localhost:8787' });

/** A form's controlled field: its state starts empty, and each change is reported. */
function Username({ onTyped }: { onTyped: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Tên đăng nhập"
      value={value}
      onChange={(next) => {
        setValue(next);
        onTyped(next);
      }}
    />
  );
}

const page = (onTyped: (value: string) => void) => (
  <PortalProvider client={client}>
    <Username onTyped={onTyped} />
  </PortalProvider>
);

afterEach(() => document.body.replaceChildren());

describe('TextField in a pre-rendered page', () => {
  it('hands text typed before the code ran to onChange once it hydrates, and keeps it on screen', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(() => {}));
    const input = container.querySelector('input')!;
    input.value = 'hiepkhach';
    const typed = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(typed));
    });
    expect(typed).toHaveBeenCalledWith('hiepkhach');
    expect(input.value).toBe('hiepkhach');
    // Typing on from there is React's as usual: its record of the value is the typed text now.
    typed.mockClear();
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'hiepkhach1');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(typed).toHaveBeenCalledWith('hiepkhach1');
  });

  it('reports nothing when nothing was typed before, nor for a field the browser rendered itself', async () => {
    const hydrated = document.createElement('div');
    document.body.append(hydrated);
    hydrated.innerHTML = renderToString(page(() => {}));
    const typed = vi.fn();
    await act(async () => {
      hydrateRoot(hydrated, page(typed));
    });
    const rendered = document.createElement('div');
    document.body.append(rendered);
    await act(async () => {
      createRoot(rendered).render(page(typed));
    });
    expect(typed).not.toHaveBeenCalled();
  });
});
