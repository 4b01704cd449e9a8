import { passwords, Step } from './steps';
import type { JourneyAccount, World } from './world';

/**
 * What happens on the game's homepage (another origin, its `<portal-login>` sharing the API's cookie) while the
 * portal's tabs are open: the player logs out there; another player logs in there (after 'Đăng xuất'); the player's
 * session ends and another player logs in there; or the player logs in again there (a new session of the same
 * account).
 */
export type HomepageEvent = 'logOut' | 'anotherLogsIn' | 'sessionEndsAnotherLogsIn' | 'playerAgain';

const eventText: Record<HomepageEvent, string> = {
  logOut: "'Đăng xuất' is pressed",
  anotherLogsIn: "'Đăng xuất' is pressed and another player logs in",
  sessionEndsAnotherLogsIn: "the player's session ends and another player logs in",
  playerAgain: "'Đăng xuất' is pressed and the player logs in again",
};

/**
 * The session changes on the game's homepage (issue 40): its requests go to the API with the browser's cookies (the
 * simulator's cookie jar, which the tabs share), through none of the portal's tabs and with no message to them (a
 * BroadcastChannel reaches only pages of its own origin). A tab hears of it only by reading the API.
 */
export class HomepageSession extends Step {
  constructor(readonly event: HomepageEvent) {
    super();
  }
  protected fits() {
    return true;
  }
  toString() {
    return `on the game's homepage (another origin, the same cookie): ${eventText[this.event]}`;
  }
  protected async perform(world: World) {
    const another: JourneyAccount = world.player === 'demo' ? 'legacy' : 'demo';
    switch (this.event) {
      case 'logOut':
        await logOut(world);
        break;
      case 'anotherLogsIn':
        await logOut(world);
        await logIn(world, another);
        break;
      case 'sessionEndsAnotherLogsIn':
        await expect(world, 'POST', '/__sim/sessions/expire', {});
        await logIn(world, another);
        break;
      case 'playerAgain':
        await logOut(world);
        await logIn(world, world.player);
        break;
      default:
        this.event satisfies never;
    }
    // The player logged out (or their session ended): the browser keeps none of their open decisions for them.
    world.decisions.forgetOpen();
  }
}

async function expect(world: World, method: 'GET' | 'POST', path: string, body?: object) {
  const status = await world.fromTheHomepage(method, path, body);
  if (status >= 300) throw new Error(`The homepage's ${method} ${path} was answered ${status}.`);
}

/** The homepage's 'Đăng xuất' (only where someone is signed in: a guest sees the login form). */
async function logOut(world: World) {
  if (world.sessionUser() !== null) await expect(world, 'POST', '/logout');
}

/** The homepage's login form: Sanctum's cookie first (a session for its token), then the login. */
async function logIn(world: World, account: JourneyAccount) {
  await expect(world, 'GET', '/api/csrf-cookie');
  await expect(world, 'POST', '/login', { username: account, password: passwords[account] });
}
