import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupSimulator } from './simulator';

// The README's quickstart (docs/quickstart.tsx) as a host runs it: its own file, its client's address.
const apiURL = 'https://api.example.vn';
const sim = setupSimulator({ baseURL: apiURL });

const quickstart = new URL('../docs/quickstart.tsx', import.meta.url).pathname;

describe("the README's quickstart", () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  beforeAll(() =>
    document.body.replaceChildren(Object.assign(document.createElement('div'), { id: 'root' })),
  );
  afterAll(() => logged.mockRestore());

  it('keeps the player signed in after a lost logout, says so on screen and reports it to onError', async () => {
    sim.signIn('demo');
    await act(async () => {
      await import(/* @vite-ignore */ quickstart);
    });
    const logout = await screen.findByRole('button', { name: 'Đăng xuất' });
    expect(screen.getByText('Nguyễn Văn An: 1500 KP')).toBeVisible();

    // The logout's answer is lost, and so is the look-up that would tell whether the session ended.
    sim.server.use(
      http.post(`${apiURL}/logout`, () => HttpResponse.error(), { once: true }),
      http.get(`${apiURL}/api/me`, () => HttpResponse.error(), { once: true }),
    );
    await userEvent.setup().click(logout);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Chưa đăng xuất được, bạn vẫn đang đăng nhập');
    expect(within(failure).queryByRole('button')).toBeNull();
    expect(screen.getByText('Nguyễn Văn An: 1500 KP')).toBeVisible();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^@portal\/widgets submit: /)),
    );
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
