import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordRequests } from '../../../packages/widgets/test/requests';
import { setupSimulator, simulatorURL } from '../../../packages/widgets/test/simulator';
import { loadEveryArea } from '../src/routing/lazyAreas';
import { renderPortal } from './renderPortal';

const sim = setupSimulator();

// The protected pages load on demand: their code is loaded once up front, so no query waits for it.
beforeAll(() => loadEveryArea(), 30_000);

/** Holds `GET /api/me` until `answer()` (then the simulator answers it); records the path of every request. */
function holdMe() {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const requests = recordRequests(sim);
  // A resolver that returns nothing hands the request on to the simulator's handler.
  sim.server.use(http.get(`${simulatorURL}/api/me`, () => answered));
  return { answer, paths: () => requests.paths() };
}

describe('the gate, before GET /api/me answers', () => {
  it('shows the shell and the page in their loading frames, with no greeting and no other request', async () => {
    sim.signIn('demo');
    const me = holdMe();
    renderPortal('/payment/card');
    expect(await screen.findByRole('navigation', { name: 'Tài khoản' })).toHaveTextContent(
      'Nạp thẻ',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nạp KP' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải phương thức thanh toán...')).toBeInTheDocument();
    expect(screen.queryByText(/Xin chào/)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(me.paths()).toEqual(['/api/me']);

    me.answer();
    expect(await screen.findByRole('button', { name: /Xin chào, demo/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thẻ cào' })).toBeInTheDocument();
    expect(me.paths()).toContain('/api/payment-methods');
  });

  it('sends a guest to /login once it answers 401, having asked for nothing else', async () => {
    const me = holdMe();
    const { location } = renderPortal('/transactions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lịch sử giao dịch' }),
    ).toBeInTheDocument();
    me.answer();
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(me.paths()).toEqual(['/api/me']);
  });
});
