import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import {
  api,
  doneButLost,
  noAnswer,
  offline,
  Prepared,
  resetToken,
  serverError,
  StoryPortal,
  unprocessable,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { ResetPasswordForm } from './ResetPasswordForm';

export default { title: 'Widgets / Recovery / ResetPasswordForm' } satisfies StoryDefault;

const password = 'Hiệp-khách 2026!';

const typeNewPassword: Script = async (screen, user) => {
  const field = await screen.findByLabelText(viVN['auth.recovery.field.newPassword'], {
    selector: 'input',
  });
  await user.type(field, password);
  await user.type(
    screen.getByLabelText(viVN['auth.recovery.field.confirmPassword'], { selector: 'input' }),
    password,
  );
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.reset.submit'] }));
};

const typeWeakPassword: Script = async (screen, user) => {
  const field = await screen.findByLabelText(viVN['auth.recovery.field.newPassword'], {
    selector: 'input',
  });
  await user.type(field, 'abcdefg1');
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.reset.submit'] }));
};

/** The form for `token`, as the e-mailed link opens it. */
function Form({ token, script }: { token: string; script?: Script }) {
  return (
    <StoryPortal script={script}>
      <ResetPasswordForm token={token} />
    </StoryPortal>
  );
}

/** The form for a live token, e-mailed by the simulator to a new account. */
function WithLiveToken({ script }: { script?: Script }) {
  return <Prepared load={resetToken}>{(token) => <Form token={token} script={script} />}</Prepared>;
}

/** The check of the link never answers. */
export const Verifying: Story = () => <Form token="a-token-being-checked" />;
Verifying.msw = [http.get(api('/reset-password/:token'), noAnswer)];

/** The simulator does not know the token: 404 `reset_token_invalid`. */
export const InvalidLink: Story = () => <Form token="0000-not-a-token" />;

/** The check of the link fails (500): the player may try again. */
export const CheckFailed: Story = () => <Form token="a-token-being-checked" />;
CheckFailed.msw = [http.get(api('/reset-password/:token'), serverError)];

export const Idle: Story = () => <WithLiveToken />;

/** A password too weak: the rules say so before anything is sent. */
export const Invalid: Story = () => <WithLiveToken script={typeWeakPassword} />;

/** The answer to the new password never comes. */
export const Processing: Story = () => <WithLiveToken script={typeNewPassword} />;
Processing.msw = [http.post(api('/reset-password'), noAnswer)];

/** A 422 on a rule only the server knows (a password seen in a data leak). */
export const Unprocessable: Story = () => <WithLiveToken script={typeNewPassword} />;
Unprocessable.msw = [
  http.post(api('/reset-password'), () =>
    unprocessable({
      password: ['Mật khẩu này đã xuất hiện trong một vụ lộ dữ liệu, hãy chọn mật khẩu khác'],
    }),
  ),
];

/** The server crashes: 500 with an HTML page. */
export const ServerError: Story = () => <WithLiveToken script={typeNewPassword} />;
ServerError.msw = [http.post(api('/reset-password'), serverError)];

/** The simulator sets the new password and spends the token. */
export const Success: Story = () => <WithLiveToken script={typeNewPassword} />;

/** The password was set but the answer was lost; the link is now spent: it may already be changed. */
export const PasswordMaybeChanged: Story = () => <WithLiveToken script={typeNewPassword} />;
PasswordMaybeChanged.msw = [http.post(api('/reset-password'), doneButLost)];

/** The connection dropped before the server; the link still works: the player may send again. */
export const OutcomeUnknown: Story = () => <WithLiveToken script={typeNewPassword} />;
OutcomeUnknown.msw = [http.post(api('/reset-password'), offline)];
