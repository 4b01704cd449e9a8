import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import type { CaptchaProvider } from '../../provider';
import {
  api,
  captchas,
  noAnswer,
  serverError,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export default { title: 'Widgets / Recovery / ForgotPasswordForm' } satisfies StoryDefault;

const usernameLabel = viVN['auth.recovery.field.username'];
const submitLabel = viVN['auth.recovery.forgotPassword.submit'];

const askForDemo: Script = async (screen, user) => {
  await user.type(screen.getByRole('textbox', { name: usernameLabel }), 'demo');
  await user.click(screen.getByRole('button', { name: submitLabel }));
};

const askTooShort: Script = async (screen, user) => {
  await user.type(screen.getByRole('textbox', { name: usernameLabel }), 'ab{Enter}');
};

function Form({ script, captcha }: { script?: Script; captcha?: CaptchaProvider }) {
  return (
    <StoryPortal script={script} captcha={captcha}>
      <ForgotPasswordForm />
    </StoryPortal>
  );
}

export const Idle: Story = () => <Form />;

/** A username too short: the rules say so before anything is sent. */
export const Invalid: Story = () => <Form script={askTooShort} />;

/** The answer never comes. */
export const Processing: Story = () => <Form script={askForDemo} />;
Processing.msw = [http.post(api('/reset-password/send-email'), noAnswer)];

/** The simulator's 422 for a captcha token it refuses (`dev-captcha-fail`). */
export const Unprocessable: Story = () => <Form script={askForDemo} captcha={captchas.rejected} />;

/** The server crashes: 500 with an HTML page. */
export const ServerError: Story = () => <Form script={askForDemo} />;
ServerError.msw = [http.post(api('/reset-password/send-email'), serverError)];

/** The captcha script cannot load: nothing is sent. */
export const CaptchaUnavailable: Story = () => (
  <Form script={askForDemo} captcha={captchas.unavailable} />
);

/** The neutral confirmation; the simulator e-mails a reset link to demo@example.com. */
export const Success: Story = () => <Form script={askForDemo} />;
