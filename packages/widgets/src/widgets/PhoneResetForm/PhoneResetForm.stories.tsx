import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import {
  api,
  doneButLost,
  noAnswer,
  offline,
  phoneResetOtp,
  Prepared,
  serverError,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { PhoneResetForm } from './PhoneResetForm';

export default { title: 'Widgets / Recovery / PhoneResetForm' } satisfies StoryDefault;

const supportNumbers = ['8077', '8177'] as const;
const newPassword = 'Hiệp-khách 2026!';

const resetWith =
  (username: string, otp: string): Script =>
  async (screen, user) => {
    await user.type(
      screen.getByRole('textbox', { name: viVN['auth.recovery.field.username'] }),
      username,
    );
    await user.type(screen.getByRole('textbox', { name: viVN['auth.recovery.field.otp'] }), otp);
    await user.type(
      screen.getByLabelText(viVN['auth.recovery.field.newPassword'], { selector: 'input' }),
      newPassword,
    );
    await user.type(
      screen.getByLabelText(viVN['auth.recovery.field.confirmPassword'], { selector: 'input' }),
      newPassword,
    );
    await user.click(screen.getByRole('button', { name: viVN['auth.recovery.phone.submit'] }));
  };

/** An OTP demo never asked for. */
const resetDemo = resetWith('demo', '482913');

const submitEmpty: Script = async (screen, user) => {
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.phone.submit'] }));
};

function Form({ script, defaultUsername }: { script?: Script; defaultUsername?: string }) {
  return (
    <StoryPortal script={script}>
      <PhoneResetForm supportNumbers={supportNumbers} defaultUsername={defaultUsername} />
    </StoryPortal>
  );
}

export const Idle: Story = () => <Form />;

/** Filled from the login page's username. */
export const WithUsername: Story = () => <Form defaultUsername="hiep_khach" />;

/** Nothing typed: every field says what it needs. */
export const Invalid: Story = () => <Form script={submitEmpty} />;

/** The answer never comes. */
export const Processing: Story = () => <Form script={resetDemo} />;
Processing.msw = [http.post(api('/reset-password-by-phone'), noAnswer)];

/** The simulator's 422 for an OTP that is wrong or expired. */
export const Unprocessable: Story = () => <Form script={resetDemo} />;

/** The server crashes: 500 with an HTML page. */
export const ServerError: Story = () => <Form script={resetDemo} />;
ServerError.msw = [http.post(api('/reset-password-by-phone'), serverError)];

/** A new account texts `KH` then `MXT {username}` to the simulator and types the OTP it got back. */
export const Success: Story = () => (
  <Prepared load={phoneResetOtp}>
    {({ username, otp }) => <Form script={resetWith(username, otp)} />}
  </Prepared>
);

/** The password was set but the answer was lost: the new password logs in, so it was changed. */
export const OutcomeUnknownChanged: Story = () => (
  <Prepared load={phoneResetOtp}>
    {({ username, otp }) => <Form script={resetWith(username, otp)} />}
  </Prepared>
);
OutcomeUnknownChanged.msw = [http.post(api('/reset-password-by-phone'), doneButLost)];

/** The connection dropped before the server, and the new password does not log in: try again. */
export const OutcomeUnknown: Story = () => (
  <Prepared load={phoneResetOtp}>
    {({ username, otp }) => <Form script={resetWith(username, otp)} />}
  </Prepared>
);
OutcomeUnknown.msw = [http.post(api('/reset-password-by-phone'), offline)];
