import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { formatDate } from '../../i18n';
import { recordRequests } from '../../../test/requests';
import { BalanceStrip } from '../BalanceStrip';
import { ProfileSummary } from './ProfileSummary';

const sim = setupSimulator();

describe('ProfileSummary', () => {
  describe('given a player with a name', () => {
    it('shows the full name in the Vietnamese order and the join date', async () => {
      sim.signIn('demo');
      const { container } = renderWithPortal(<ProfileSummary />);
      expect(await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn An' })).toBeVisible();
      const joined = formatDate(sim.simulator.user('demo')!.joinAt);
      expect(screen.getByText(`Tham gia ${joined}`)).toBeVisible();
      expect(joined).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a player with KP', () => {
    it("shows the balance from the page's one read of /api/me, the same as the balance strip's", async () => {
      const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });
      sim.signIn('demo');
      renderWithPortal(
        <>
          <ProfileSummary />
          <BalanceStrip />
        </>,
      );
      const summary = await screen.findByRole('region', { name: 'Nguyễn Văn An' });
      expect(summary).toHaveTextContent('Số dư: 1.500 KP');
      expect(screen.getByRole('region', { name: 'Số dư hiện tại' })).toHaveTextContent('1.500 KP');
      expect(reads.requests).toHaveLength(1);
    });

    it('says what is still owed beside a balance in debt', async () => {
      sim.signIn('debtor');
      const { container } = renderWithPortal(<ProfileSummary />);
      expect(await screen.findByText('(còn nợ 300 KP)')).toBeVisible();
      expect(screen.getByText(/^Số dư: 0 KP/)).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a player without a name', () => {
    it('shows the username instead', async () => {
      sim.signIn('newbie');
      renderWithPortal(<ProfileSummary />);
      expect(await screen.findByRole('heading', { level: 2, name: 'newbie' })).toBeVisible();
    });
  });

  describe('while the player loads', () => {
    it('shows a spinner', async () => {
      sim.server.use(http.get(`${simulatorURL}/api/me`, () => delay('infinite')));
      renderWithPortal(<ProfileSummary />);
      expect(await screen.findByText('Đang tải thông tin tài khoản...')).toBeInTheDocument();
    });
  });

  describe('given a failed load', () => {
    it('says so and loads again on Thử lại', async () => {
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () => new HttpResponse('<h1>502</h1>', { status: 502 })),
      );
      sim.signIn('demo');
      const { user, container } = renderWithPortal(<ProfileSummary />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Không tải được thông tin tài khoản',
      );
      await expectNoAxeViolations(container);
      sim.server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByRole('heading', { name: 'Nguyễn Văn An' })).toBeVisible();
    });
  });

  describe('given a visitor', () => {
    it('renders nothing', async () => {
      const { portalRoot } = renderWithPortal(<ProfileSummary />);
      await screen.findByText('Đang tải thông tin tài khoản...');
      await expect.poll(() => portalRoot.textContent).toBe('');
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts besides the name', async () => {
      sim.signIn('demo');
      const { portalRoot } = renderWithPortal(<ProfileSummary />, { locale: 'pseudo' });
      const name = await screen.findByRole('heading', { level: 2 });
      name.remove(); // the player's own name is data, not a text of ours
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
