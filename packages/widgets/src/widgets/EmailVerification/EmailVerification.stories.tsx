import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { PortalProvider } from '../../provider';
import { EmailVerification } from './EmailVerification';

export default { title: 'Widgets / Recovery / EmailVerification' } satisfies StoryDefault;

const base = createPortalClient({ baseURL: 'http://localhost:8787' });

/** A client whose verification answers as told, with no network. */
function fakeClient(verifyEmail: PortalClient['verifyEmail']): PortalClient {
  return { ...base, verifyEmail };
}

const clients = {
  validating: fakeClient(() => new Promise(() => {})),
  success: fakeClient(() => Promise.resolve({ message: 'ok' })),
  failed: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        statusCode: 404,
        message: viVN['auth.verify.failedTitle'],
        errorCode: 'verification_token_invalid',
      }),
    ),
  ),
  offline: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'network',
        statusCode: 0,
        message: viVN['api.error.network'],
        messageKey: 'api.error.network',
      }),
    ),
  ),
};

function WithClient({ client, children }: { client: PortalClient; children: ReactNode }) {
  return <PortalProvider client={client}>{children}</PortalProvider>;
}

export const Validating: Story = () => (
  <WithClient client={clients.validating}>
    <EmailVerification token="story-token" />
  </WithClient>
);

export const Success: Story = () => (
  <WithClient client={clients.success}>
    <EmailVerification token="story-token" />
  </WithClient>
);

export const Failed: Story = () => (
  <WithClient client={clients.failed}>
    <EmailVerification token="story-token" />
  </WithClient>
);

export const NetworkFailure: Story = () => (
  <WithClient client={clients.offline}>
    <EmailVerification token="story-token" />
  </WithClient>
);
