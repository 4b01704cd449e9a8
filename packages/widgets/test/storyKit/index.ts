/**
 * Helpers of the widgets' Ladle stories. Every story talks to the API simulator that
 * `.ladle/simulatorWorker.ts` runs in the page behind MSW; a story's own `msw` handlers (Ladle adds
 * them in front of the simulator) give the answers the simulator would not, such as a 500.
 */
export {
  api,
  noAnswer,
  offline,
  serverError,
  sessionExpired,
  simulatorURL,
  tooManyRequests,
  unprocessable,
} from './answers';
export { captchas, doneButLost, inPageFetch, simulatorAnswer, storyClient } from './client';
export {
  freshPlayer,
  phoneResetOtp,
  resetToken,
  signedInAs,
  storyPassword,
  uniqueName,
  verificationToken,
} from './flows';
export {
  Prepared,
  StoryPortal,
  type PreparedProps,
  type Screen,
  type Script,
  type StoryPortalProps,
} from './StoryPortal';
