import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderScript } from '../scripts/loadAfterPaint.mjs';

/** A form's controlled fields (as TextField's): their state starts empty, and each change is reported. */
function Fields({ onTyped }: { onTyped: (name: string, value: string) => void }) {
  const [values, setValues] = useState({ username: '', password: '' });
  return (['username', 'password'] as const).map((name) => (
    <input
      key={name}
      aria-label={name === 'username' ? 'Tên đăng nhập' : 'Mật khẩu'}
      type={name === 'password' ? 'password' : 'text'}
      value={values[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((before) => ({ ...before, [name]: value }));
        onTyped(name, value);
      }}
    />
  ));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.portalTakeOver = undefined;
});

/** The page's loader (inline/load-after-paint.js), run as the browser runs it from the page's head. */
function runLoader(): void {
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-1.js');
  document.head.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(loaderScript.code)();
}

/** The pre-rendered page, hydrated after `typeBefore` typed into it; what its fields report. */
async function hydrated(typeBefore: (inputs: HTMLInputElement[]) => void) {
  runLoader();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Fields onTyped={() => {}} />);
  const inputs = [...container.querySelectorAll('input')];
  typeBefore(inputs);
  const typed = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Fields onTyped={typed} />);
  });
  return { container, inputs, typed };
}

describe('what was typed before the code ran (portalTakeOver, from the loader)', () => {
  it("hands what was typed before hydration to the fields' state, as typed, and keeps it on screen", async () => {
    const { container, inputs, typed } = await hydrated(([username]) => {
      username!.value = 'hiepkhach';
    });
    // Hydration alone leaves the text on screen and out of the state.
    expect(typed).not.toHaveBeenCalled();
    await act(async () => {
      window.portalTakeOver!(container);
    });
    expect(typed.mock.calls).toEqual([['username', 'hiepkhach']]);
    expect(inputs.map((input) => input.value)).toEqual(['hiepkhach', '']);
    // From there React reads typing as usual: its record of the value is the typed text.
    typed.mockClear();
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(inputs[0], 'hiepkhach1');
      inputs[0]!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(typed.mock.calls).toEqual([['username', 'hiepkhach1']]);
  });

  it('hands nothing over when nothing was typed', async () => {
    const { container, typed } = await hydrated(() => {});
    await act(async () => {
      window.portalTakeOver!(container);
    });
    expect(typed).not.toHaveBeenCalled();
  });
});
