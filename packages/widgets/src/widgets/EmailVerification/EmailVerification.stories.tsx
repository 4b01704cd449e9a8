import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import {
  api,
  noAnswer,
  offline,
  Prepared,
  serverError,
  sessionExpired,
  StoryPortal,
  verificationToken,
} from '../../../test/storyKit';
import { EmailVerification } from './EmailVerification';

export default { title: 'Widgets / Recovery / EmailVerification' } satisfies StoryDefault;

/** The page for `token`, as the e-mailed link opens it. */
function Page({ token }: { token: string }) {
  return (
    <StoryPortal>
      <EmailVerification token={token} />
    </StoryPortal>
  );
}

/** The verification never answers. */
export const Validating: Story = () => <Page token="a-token-being-checked" />;
Validating.msw = [http.put(api('/email-verification'), noAnswer)];

/** A live link, e-mailed by the simulator to a new account: the address is verified. */
export const Success: Story = () => (
  <Prepared load={verificationToken}>{(token) => <Page token={token} />}</Prepared>
);

/** The simulator does not know the token: 404 `verification_token_invalid`. */
export const Failed: Story = () => <Page token="0000-not-a-token" />;

/** The server crashes (500): nothing is known about the link, the player may try again. */
export const ServerError: Story = () => <Page token="a-token-being-checked" />;
ServerError.msw = [http.put(api('/email-verification'), serverError)];

/** No connection: the player may try again. */
export const NetworkFailure: Story = () => <Page token="a-token-being-checked" />;
NetworkFailure.msw = [http.put(api('/email-verification'), offline)];

/** A 419 (twice, the client's own retry included) says nothing about the link: the player may retry. */
export const SessionExpired: Story = () => <Page token="a-token-being-checked" />;
SessionExpired.msw = [http.put(api('/email-verification'), sessionExpired)];
