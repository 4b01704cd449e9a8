import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import type { CaptchaProvider } from '../../provider';
import {
  api,
  captchas,
  noAnswer,
  offline,
  serverError,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { ForgotUsernameForm } from './ForgotUsernameForm';

export default { title: 'Widgets / Recovery / ForgotUsernameForm' } satisfies StoryDefault;

const emailLabel = viVN['auth.recovery.field.email'];
const submitLabel = viVN['auth.recovery.forgotUsername.submit'];

const ask =
  (email: string): Script =>
  async (screen, user) => {
    await user.type(screen.getByRole('textbox', { name: emailLabel }), email);
    await user.click(screen.getByRole('button', { name: submitLabel }));
  };

const askForDemo = ask('demo@example.com');
const askWithoutDomain = ask('demo@example');

function Form({ script, captcha }: { script?: Script; captcha?: CaptchaProvider }) {
  return (
    <StoryPortal script={script} captcha={captcha}>
      <ForgotUsernameForm />
    </StoryPortal>
  );
}

export const Idle: Story = () => <Form />;

/** An address without a domain: the rules say so before anything is sent. */
export const Invalid: Story = () => <Form script={askWithoutDomain} />;

/** The answer never comes. */
export const Processing: Story = () => <Form script={askForDemo} />;
Processing.msw = [http.post(api('/recover-username'), noAnswer)];

/** The simulator's 422 for a captcha token it refuses (`dev-captcha-fail`). */
export const Unprocessable: Story = () => <Form script={askForDemo} captcha={captchas.rejected} />;

/** The server crashes: 500 with an HTML page. */
export const ServerError: Story = () => <Form script={askForDemo} />;
ServerError.msw = [http.post(api('/recover-username'), serverError)];

/** No connection. */
export const NetworkFailure: Story = () => <Form script={askForDemo} />;
NetworkFailure.msw = [http.post(api('/recover-username'), offline)];

/** The captcha script cannot load: nothing is sent. */
export const CaptchaUnavailable: Story = () => (
  <Form script={askForDemo} captcha={captchas.unavailable} />
);

/** The neutral confirmation; the simulator e-mails demo's username to demo@example.com. */
export const Success: Story = () => <Form script={askForDemo} />;
