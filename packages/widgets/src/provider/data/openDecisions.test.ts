import { afterEach, describe, expect, it } from 'vitest';
import { decisionWindowMs, openDecisionPrefix, openDecisions } from './openDecisions';

const decision = (account: string, kind = 'RechargePanel', at = Date.now()) => ({
  account,
  kind,
  key: `key-${account}-${kind}`,
  input: { cost: 100, zoneId: 1 },
  at,
});

afterEach(() => window.localStorage.clear());

describe('openDecisions (money decisions whose outcome is unknown, kept in the browser)', () => {
  it('keeps one per account and widget, in localStorage, until settled', () => {
    openDecisions.keep(decision('demo'));
    openDecisions.keep(decision('demo', 'UpgradeScreen'));
    expect(openDecisions.read('demo', 'RechargePanel')?.key).toBe('key-demo-RechargePanel');
    expect(openDecisions.read('demo', 'UpgradeScreen')?.key).toBe('key-demo-UpgradeScreen');
    expect(openDecisions.read('newbie', 'RechargePanel')).toBeNull();
    expect(window.localStorage.getItem(`${openDecisionPrefix}RechargePanel:demo`)).toContain(
      'key-demo-RechargePanel',
    );
    openDecisions.settle('demo', 'RechargePanel');
    expect(openDecisions.read('demo', 'RechargePanel')).toBeNull();
    expect(openDecisions.read('demo', 'UpgradeScreen')).not.toBeNull();
  });

  it('forgets a decision past the API’s key window (24 h): a resend under it would be a new write', () => {
    const now = Date.now();
    openDecisions.keep(decision('demo', 'RechargePanel', now - decisionWindowMs - 1));
    expect(openDecisions.read('demo', 'RechargePanel', now)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    openDecisions.keep(decision('demo', 'RechargePanel', now - decisionWindowMs + 60_000));
    expect(openDecisions.read('demo', 'RechargePanel', now)).not.toBeNull();
  });

  it('logout forgets every player’s, and leaves the rest of the storage alone', () => {
    window.localStorage.setItem('portal-colour-mode', 'dark');
    openDecisions.keep(decision('demo'));
    openDecisions.keep(decision('newbie'));
    openDecisions.forgetAll();
    expect(openDecisions.read('demo', 'RechargePanel')).toBeNull();
    expect(openDecisions.read('newbie', 'RechargePanel')).toBeNull();
    expect(window.localStorage.getItem('portal-colour-mode')).toBe('dark');
  });

  it('reads nothing from an entry that is not a decision, or another account’s under this name', () => {
    window.localStorage.setItem(`${openDecisionPrefix}RechargePanel:demo`, '{"key":1}');
    expect(openDecisions.read('demo', 'RechargePanel')).toBeNull();
    window.localStorage.setItem(
      `${openDecisionPrefix}RechargePanel:demo`,
      JSON.stringify(decision('newbie')),
    );
    expect(openDecisions.read('demo', 'RechargePanel')).toBeNull();
  });
});
