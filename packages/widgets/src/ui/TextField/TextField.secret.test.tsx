import { act, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { createPortalClient } from '../../api';
import { PortalProvider } from '../../provider';
import { TextField, type TextFieldType } from './TextField';

/** A form's field: its state, and what the form does with each change (keeps it as typed by default). */
function Field({
  label,
  type,
  secret,
  initial = '',
  tidy = (typed: string) => typed,
  onValue = () => {},
}: {
  label: string;
  type?: TextFieldType;
  secret?: boolean;
  initial?: string;
  tidy?: (typed: string, before: string) => string;
  onValue?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextField
        label={label}
        type={type ?? 'text'}
        {...(secret === undefined ? {} : { secret })}
        value={value}
        onChange={(typed) => {
          const next = tidy(typed, value);
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Xoá
      </button>
    </>
  );
}

/** Every attribute of every element of `root`, as the page's HTML and a copy of it carry them. */
const attributesOf = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  );

describe('TextField: a secret never reaches an attribute', () => {
  it.each([
    ['a password', 'Mật khẩu', { type: 'password' as const }, 'Bi3t-m4t!'],
    ['a PIN', 'Mã số thẻ', { secret: true }, '1234567890123'],
    ['a serial', 'Số seri', { secret: true }, '10011122399'],
    ['an OTP', 'Mã OTP', { secret: true }, '482913'],
  ])('holds %s as typed in the input, and nowhere in the HTML', async (_, label, kind, typed) => {
    const onValue = vi.fn();
    const { user, container } = renderWithPortal(
      <Field label={label} {...kind} onValue={onValue} />,
    );
    const input = screen.getByLabelText(label);
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(onValue).toHaveBeenLastCalledWith(typed);
    expect(input).not.toHaveAttribute('value');
    expect(attributesOf(container).some((value) => value.includes(typed.slice(0, 4)))).toBe(false);
    expect(container.innerHTML).not.toContain(typed);
  });

  it('keeps a revealed password out of the HTML too', async () => {
    const { user, container } = renderWithPortal(<Field label="Mật khẩu" type="password" />);
    const input = screen.getByLabelText('Mật khẩu');
    await user.type(input, 'Bi3t-m4t!');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Bi3t-m4t!');
    expect(container.innerHTML).not.toContain('Bi3t-m4t!');
  });

  it('writes a field that is not a secret into React as usual (its value attribute follows)', async () => {
    const { user } = renderWithPortal(<Field label="Tên đăng nhập" />);
    const input = screen.getByLabelText('Tên đăng nhập');
    await user.type(input, 'hiepkhach');
    expect(input).toHaveAttribute('value', 'hiepkhach');
  });

  it("shows what the form made of a change: the form's tidying, its clearing, a change it refused", async () => {
    const { user } = renderWithPortal(
      <Field
        label="Mã OTP"
        secret
        tidy={(typed, before) =>
          /^\d*$/.test(typed.replace(/\s/g, '')) ? typed.replace(/\s/g, '') : before
        }
      />,
    );
    const input = screen.getByLabelText('Mã OTP');
    await user.type(input, '48 29');
    expect(input).toHaveValue('4829');
    await user.type(input, 'x');
    expect(input).toHaveValue('4829');
    await user.type(input, '13');
    expect(input).toHaveValue('482913');
    await user.click(screen.getByRole('button', { name: 'Xoá' }));
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('value');
  });

  it('starts with a value the form already holds (a step shown again), still out of the HTML', () => {
    const { container } = renderWithPortal(
      <Field label="Mật khẩu" type="password" initial="Bi3t-m4t!" />,
    );
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('Bi3t-m4t!');
    expect(container.innerHTML).not.toContain('Bi3t-m4t!');
  });

  it("is not in the server's HTML of a page (pre-rendering), whatever the value", () => {
    const html = renderToString(
      <PortalProvider client={createPortalClient({ baseURL: 'http://localhost:8787' })}>
        <TextField label="Mật khẩu" type="password" value="Bi3t-m4t!" onChange={() => {}} />
        <TextField label="Mã số thẻ" secret value="1234567890123" onChange={() => {}} />
      </PortalProvider>,
    );
    expect(html).not.toContain('Bi3t-m4t!');
    expect(html).not.toContain('1234567890123');
  });
});

describe('TextField: a secret typed before the page was hydrated', () => {
  afterEach(() => document.body.replaceChildren());

  const page = (children: ReactNode) => (
    <PortalProvider client={createPortalClient({ baseURL: 'http://localhost:8787' })}>
      {children}
    </PortalProvider>
  );

  it("stays in the input, and reaches the form's state when the input reports it", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(<Field label="Mật khẩu" type="password" />));
    const input = container.querySelector('input')!;
    input.value = 'Bi3t-m4t!';
    const onValue = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(<Field label="Mật khẩu" type="password" onValue={onValue} />));
    });
    expect(input.value).toBe('Bi3t-m4t!');
    expect(onValue).not.toHaveBeenCalled();
    // what the portal's loader does once the code runs (inline/load-after-paint.js): React's record of the value
    // set to the input's default, the typed text put back past it, an input event
    await act(async () => {
      const typed = input.value;
      input.value = input.defaultValue;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onValue).toHaveBeenLastCalledWith('Bi3t-m4t!');
    expect(input.value).toBe('Bi3t-m4t!');
    expect(container.innerHTML).not.toContain('Bi3t-m4t!');
  });
});
