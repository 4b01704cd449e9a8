import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { ProfileSummary } from '../ProfileSummary';
import { UnverifiedPhoneBanner } from './UnverifiedPhoneBanner';

const sim = setupSimulator();
const numbers = ['8079', '8179'] as const;

/** The banner beside a widget that shows once the player has loaded. */
function Page() {
  return (
    <>
      <UnverifiedPhoneBanner supportNumbers={numbers} />
      <ProfileSummary />
    </>
  );
}

describe('UnverifiedPhoneBanner', () => {
  describe('given a player whose phone is not activated', () => {
    it('says to text KH {username} to one of the two numbers, activation in about 5 minutes', async () => {
      sim.signIn('newbie');
      const { container } = renderWithPortal(<Page />);
      expect(await screen.findByText('Số điện thoại của bạn chưa được kích hoạt')).toBeVisible();
      expect(screen.getByText('KH newbie')).toBeVisible();
      expect(screen.getByText(/Từ số điện thoại 0987000004/)).toHaveTextContent(/khoảng 5 phút/);
      expect(screen.getByRole('link', { name: 'Nhắn tin tới 8079' })).toHaveAttribute(
        'href',
        'sms:8079?body=KH%20newbie',
      );
      expect(screen.getByRole('link', { name: 'Nhắn tin tới 8179' })).toHaveAttribute(
        'href',
        'sms:8179?body=KH%20newbie',
      );
      await expectNoAxeViolations(container);
    });

    it('is gone once the phone was activated by SMS', async () => {
      const body = JSON.stringify({ from: '0987000004', text: 'KH newbie' });
      await sim.simulator.fetch(
        new Request(`${simulatorURL}/__sim/sms`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }),
      );
      sim.signIn('newbie');
      renderWithPortal(<Page />);
      await screen.findByRole('heading', { name: 'newbie' });
      expect(screen.queryByText('KH newbie')).not.toBeInTheDocument();
    });
  });

  describe('given a player whose phone is activated', () => {
    it('shows nothing', async () => {
      sim.signIn('demo');
      renderWithPortal(<Page />);
      await screen.findByRole('heading', { name: 'Nguyễn Văn An' });
      expect(screen.queryByText(/chưa được kích hoạt/)).not.toBeInTheDocument();
    });
  });

  describe('given a player without a phone', () => {
    it('shows nothing, there is nothing to activate', async () => {
      const newbie = sim.simulator.user('newbie')!;
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () =>
          HttpResponse.json({ ...newbie, phoneNumber: null }),
        ),
      );
      renderWithPortal(<Page />);
      await screen.findByRole('heading', { name: 'newbie' });
      expect(screen.queryByText(/chưa được kích hoạt/)).not.toBeInTheDocument();
    });
  });

  describe('given a visitor', () => {
    it('shows nothing', async () => {
      const { portalRoot } = renderWithPortal(<UnverifiedPhoneBanner supportNumbers={numbers} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(portalRoot).toBeEmptyDOMElement();
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts', async () => {
      sim.signIn('newbie');
      const { portalRoot } = renderWithPortal(<UnverifiedPhoneBanner supportNumbers={numbers} />, {
        locale: 'pseudo',
      });
      await screen.findAllByRole('link');
      const result = textsNotFromTheCatalogue(portalRoot);
      expect(result.seen).toBeGreaterThan(4);
      expect(result.offenders).toEqual([]);
    });
  });
});
