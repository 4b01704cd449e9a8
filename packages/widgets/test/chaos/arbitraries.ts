import fc from 'fast-check';
import type { Press } from './dom';
import { faultKinds, moneyFaultKinds, type FaultKind, type FaultTarget } from './faults';
import { HomepageSession, type HomepageEvent } from './homepageSteps';
import { ConfirmSameAgain, LeaveAndReturn, type WayBack } from './returnSteps';
import { SubmitCard, type CardKind } from './cardSteps';
import { ClaimGift, gifts } from './giftSteps';
import { AssignZone, Recharge, WayOn } from './moneySteps';
import {
  ChangeName,
  Fault,
  GoBack,
  LogIn,
  OpenPage,
  OpenSecondTab,
  Reload,
  SessionEnds,
  TimePasses,
  maxSteps,
  type Step,
} from './steps';
import { pageNames } from './tabs';
import type { JourneyAccount, JourneyStart } from './world';

const tab = fc.constantFrom(0, 1);
const page = fc.constantFrom(...pageNames);
const pressStyle = fc.constantFrom<Press>('click', 'click', 'doubleClick', 'heldEnter');
const server = fc.constantFrom('Máy chủ Thiên Long', 'Máy chủ Bạch Hổ', 'Máy chủ Huyền Vũ');
const faultTarget = fc.constantFrom<FaultTarget>(
  'money',
  'money',
  'money',
  'read',
  'read',
  'write',
);

/** The steps of a journey; with `otherPlayers`, a login may be another player's (in the browser of the first). */
const stepOf = (otherPlayers: boolean): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(tab, page).map(([t, p]) => new OpenPage(t, p)) },
    { weight: 1, arbitrary: tab.map((t) => new GoBack(t)) },
    { weight: 1, arbitrary: tab.map((t) => new Reload(t)) },
    { weight: 1, arbitrary: page.map((p) => new OpenSecondTab(p)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          tab,
          otherPlayers
            ? fc.constantFrom<JourneyAccount | 'player'>('player', 'demo', 'legacy', 'debtor')
            : fc.constant('player' as const),
        )
        .map(([t, a]) => new LogIn(t, a)),
    },
    { weight: 1, arbitrary: fc.constant(null).map(() => new SessionEnds()) },
    { weight: 2, arbitrary: fc.constant(null).map(() => new TimePasses()) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...faultKinds), faultTarget)
        .map(([kind, target]) => new Fault(kind, target)),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(tab, fc.constantFrom(100, 200, 500, 1000), server, fc.boolean(), pressStyle)
        .map(
          ([t, amount, s, again, how]) => new Recharge(t, amount, s, !again || amount === 100, how),
        ),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          tab,
          fc.constantFrom<CardKind>('good', 'good', 'refused', 'wrongValue'),
          fc.boolean(),
          fc.boolean(),
          pressStyle,
        )
        .map(([t, card, settles, again, how]) => new SubmitCard(t, card, settles, again, how)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(tab, fc.constantFrom(...gifts), pressStyle)
        .map(([t, gift, how]) => new ClaimGift(t, gift, how)),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(tab, server, pressStyle).map(([t, s, how]) => new AssignZone(t, s, how)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(tab, fc.constantFrom('An', 'Bình', 'Hiệp'))
        .map(([t, name]) => new ChangeName(t, name)),
    },
    { weight: 3, arbitrary: tab.map((t) => new WayOn(t)) },
    // Issue 40: the world is larger than the portal's own tabs. A 5xx after the API acted, and a server that handles a
    // money write 30 s late (its outcome stays unknown while the player leaves and comes back), wait for money writes.
    {
      weight: 3,
      arbitrary: fc
        .constantFrom<FaultKind>(...moneyFaultKinds, 'lateServer')
        .map((kind) => new Fault(kind, 'money')),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          tab,
          fc.constantFrom<WayBack>('menu', 'reload', 'backForward', 'backForwardCache', 'newTab'),
        )
        .map(([t, way]) => new LeaveAndReturn(t, way)),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(tab, pressStyle).map(([t, how]) => new ConfirmSameAgain(t, how)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<HomepageEvent>(
          'anotherLogsIn',
          'anotherLogsIn',
          'sessionEndsAnotherLogsIn',
          'logOut',
          'playerAgain',
        )
        .map((event) => new HomepageSession(event)),
    },
  );

/**
 * How journeys begin, and their steps (`replayPath`: the shrunk path of a failure, to replay it; `otherPlayers`:
 * another player may log in in the same browser).
 */
export function journeyArbitraries({
  replayPath,
  otherPlayers = false,
}: { replayPath?: string | undefined; otherPlayers?: boolean } = {}) {
  const start: fc.Arbitrary<JourneyStart> = fc.record({
    account: fc.constantFrom<JourneyAccount>('demo', 'demo', 'demo', 'legacy'),
    signedIn: fc.constantFrom(true, true, false),
    page,
  });
  // More are generated than run: a step that does not fit the journey when its turn comes is skipped.
  const steps = fc.commands([stepOf(otherPlayers)], {
    maxCommands: maxSteps * 2,
    size: 'max',
    ...(replayPath === undefined ? {} : { replayPath }),
  });
  return { start, steps };
}
