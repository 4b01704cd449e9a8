import type { Story, StoryDefault } from '@ladle/react';
import { SEED_CREDENTIALS } from '@portal/api-sim';
import { http } from 'msw';
import {
  api,
  noAnswer,
  offline,
  serverError,
  StoryPortal,
  tooManyRequests,
  uniqueName,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { LoginForm } from './LoginForm';

export default { title: 'Widgets / LoginForm' } satisfies StoryDefault;

const logIn =
  (username: string, password: string): Script =>
  async (screen, user) => {
    await user.type(screen.getByRole('textbox', { name: viVN['auth.login.username'] }), username);
    await user.type(
      screen.getByLabelText(viVN['auth.login.password'], { selector: 'input' }),
      password,
    );
    await user.click(screen.getByRole('button', { name: viVN['auth.login.submit'] }));
  };

const logInAsDemo = logIn('demo', SEED_CREDENTIALS.demo);

// A new name each time: the simulator locks a name out after five failures in a minute.
const logInAsNobody: Script = (screen, user) =>
  logIn(uniqueName('khach'), 'Sai-mat-khau-1')(screen, user);

const submitShortUsername: Script = async (screen, user) => {
  await user.type(screen.getByRole('textbox', { name: viVN['auth.login.username'] }), 'abc');
  await user.click(screen.getByRole('button', { name: viVN['auth.login.submit'] }));
};

function Form({ script }: { script?: Script }) {
  return (
    <StoryPortal script={script}>
      <LoginForm />
    </StoryPortal>
  );
}

export const Idle: Story = () => <Form />;

/** A username too short and no password: the rules say so before anything is sent. */
export const Invalid: Story = () => <Form script={submitShortUsername} />;

/** demo logs in; the answer never comes. */
export const Processing: Story = () => <Form script={logInAsDemo} />;
Processing.msw = [http.post(api('/login'), noAnswer)];

/** The simulator's 422 for an unknown name or a wrong password. */
export const Unprocessable: Story = () => <Form script={logInAsNobody} />;

/** The server crashes: 500 with an HTML page. */
export const ServerError: Story = () => <Form script={logInAsDemo} />;
ServerError.msw = [http.post(api('/login'), serverError)];

/** No connection. */
export const NetworkFailure: Story = () => <Form script={logInAsDemo} />;
NetworkFailure.msw = [http.post(api('/login'), offline)];

/** demo logs in with Demo@2026 (the page stays logged in as demo). */
export const Success: Story = () => <Form script={logInAsDemo} />;

/** Too many attempts (429, Retry-After 45 s): the button waits, counting down. */
export const Throttled: Story = () => <Form script={logInAsDemo} />;
Throttled.msw = [http.post(api('/login'), tooManyRequests(45))];

/**
 * demo logs in, then 'Đăng xuất' meets a 500: the session is still alive, so the player stays signed in and is told
 * 'Chưa đăng xuất được, bạn vẫn đang đăng nhập' and why.
 */
export const LogoutFailed: Story = () => (
  <Form
    script={async (screen, user) => {
      await logInAsDemo(screen, user);
      await user.click(await screen.findByRole('button', { name: viVN['auth.login.logout'] }));
    }}
  />
);
LogoutFailed.msw = [http.post(api('/logout'), serverError)];
