import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import { useMemo, useState } from 'react';
import type { CaptchaProvider } from '../../provider';
import {
  api,
  captchas,
  doneButLost,
  noAnswer,
  offline,
  serverError,
  StoryPortal,
  uniqueName,
  type Screen,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { RegisterWizard } from './RegisterWizard';
import type { RegisterStep, StepHistory } from './stepHistory';

export default { title: 'Widgets / RegisterWizard' } satisfies StoryDefault;

/** Steps kept in memory, so stories leave the Ladle frame's history alone. */
function useMemoryStepHistory(): StepHistory {
  const [entries, setEntries] = useState<RegisterStep[]>([]);
  return useMemo(
    () => ({
      current: entries.at(-1) ?? null,
      push: (step) => setEntries((list) => [...list, step]),
      back: () => setEntries((list) => list.slice(0, -1)),
    }),
    [entries],
  );
}

function WizardInMemory() {
  const stepHistory = useMemoryStepHistory();
  return <RegisterWizard stepHistory={stepHistory} />;
}

function Wizard({ script, captcha }: { script?: Script; captcha?: CaptchaProvider }) {
  return (
    <StoryPortal script={script} captcha={captcha}>
      <WizardInMemory />
    </StoryPortal>
  );
}

// find*, not get*: after a click the next step renders a moment later.
const field = (screen: Screen, label: string) =>
  screen.findByLabelText(label, { selector: 'input' });
const next = (screen: Screen) => screen.findByRole('button', { name: viVN['common.next'] });
const password = 'Abc12345';

const toUsernameStep: Script = async (screen, user) => {
  await user.type(await field(screen, viVN['auth.register.phone.label']), '0901234567');
  await user.click(await next(screen));
};

const toPasswordStep =
  (username: string): Script =>
  async (screen, user) => {
    await toUsernameStep(screen, user);
    await user.type(await field(screen, viVN['auth.register.username.label']), username);
    await user.click(await next(screen));
    await user.type(await field(screen, viVN['auth.register.password.label']), password);
  };

const registerAs =
  (username: () => string): Script =>
  async (screen, user) => {
    await toPasswordStep(username())(screen, user);
    await user.type(await field(screen, viVN['auth.register.passwordConfirm.label']), password);
    await user.click(await screen.findByRole('button', { name: viVN['auth.register.submit'] }));
  };

/** A new name each time: the simulator keeps the accounts made earlier in the page. */
const registerNewcomer = registerAs(() => uniqueName('tan_thu'));

const enterShortPhone: Script = async (screen, user) => {
  await user.type(await field(screen, viVN['auth.register.phone.label']), '0901{Enter}');
};

export const Idle: Story = () => <Wizard />;

/** A phone number too short: the step says so and does not move on. */
export const Invalid: Story = () => <Wizard script={enterShortPhone} />;

export const UsernameStep: Story = () => <Wizard script={toUsernameStep} />;

export const PasswordStep: Story = () => <Wizard script={toPasswordStep('tan_thu_01')} />;

/** The answer to the registration never comes. */
export const Processing: Story = () => <Wizard script={registerNewcomer} />;
Processing.msw = [http.post(api('/register'), noAnswer)];

/** The simulator's 422 for the taken username demo: one form with every field. */
export const Unprocessable: Story = () => <Wizard script={registerAs(() => 'demo')} />;

/** The server crashes: 500 with an HTML page. */
export const ServerError: Story = () => <Wizard script={registerNewcomer} />;
ServerError.msw = [http.post(api('/register'), serverError)];

/** The captcha script cannot load: nothing is sent. */
export const CaptchaUnavailable: Story = () => (
  <Wizard script={registerNewcomer} captcha={captchas.unavailable} />
);

/** A new account (the page stays logged in as it). */
export const Success: Story = () => <Wizard script={registerNewcomer} />;

/** The account was made but the answer was lost: logging in with what was typed leads the player in. */
export const OutcomeUnknownLoggedIn: Story = () => <Wizard script={registerNewcomer} />;
OutcomeUnknownLoggedIn.msw = [http.post(api('/register'), doneButLost)];

/** The connection dropped and the typed credentials do not log in: the player may try again. */
export const OutcomeUnknown: Story = () => <Wizard script={registerNewcomer} />;
OutcomeUnknown.msw = [http.post(api('/register'), offline)];
