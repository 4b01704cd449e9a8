import type { Story, StoryDefault } from '@ladle/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  noAnswer,
  Prepared,
  serverError,
  signedInAs,
  simulatorAnswer,
  StoryPortal,
  type Script,
} from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { createTestClipboard } from '../../provider';
import { TopupPanel } from './TopupPanel';
import type { PaymentMethodKind } from './useTopupPanel';

export default { title: 'Widgets / Payment / TopupPanel' } satisfies StoryDefault;

const asDemo = () => signedInAs('demo');

function Panel({
  method = null,
  script,
  copies = false,
}: {
  method?: PaymentMethodKind | null;
  script?: Script;
  copies?: boolean;
}) {
  return (
    <StoryPortal script={script} {...(copies ? { clipboard: createTestClipboard() } : {})}>
      <Prepared load={asDemo}>{() => <TopupPanel defaultMethod={method} />}</Prepared>
    </StoryPortal>
  );
}

/** The three tiles with their counts and helper texts; no method chosen yet. */
export const ChooseMethod: Story = () => <Panel />;

/** `GET /api/payment-methods` never answers. */
export const Loading: Story = () => <Panel />;
Loading.msw = [http.get(api('/api/payment-methods'), noAnswer)];

/** `GET /api/payment-methods` answers 500: the failure with 'Thử lại'. */
export const Failed: Story = () => <Panel />;
Failed.msw = [http.get(api('/api/payment-methods'), serverError)];

/** Every list is empty: no tile at all. */
export const EmptyMethods: Story = () => <Panel />;
EmptyMethods.msw = [
  http.get(api('/api/payment-methods'), () =>
    HttpResponse.json({ cards: [], eWallets: [], bankTransfers: [] }),
  ),
];

/** Only cards are offered: the other tiles are gone. */
export const CardsOnly: Story = () => <Panel method="card" />;
CardsOnly.msw = [
  http.get(api('/api/payment-methods'), async ({ request }) => {
    const methods = (await (await simulatorAnswer(request)).json()) as object;
    return HttpResponse.json({ ...methods, eWallets: [], bankTransfers: [] });
  }),
];

/** E-wallets: a 144 px QR code per wallet, the rate, the wallet's phone number, the bonus table. */
export const EWallet: Story = () => <Panel method="e-wallet" />;

/** Banks: a 144 px QR code per bank, the account details with copy buttons, the bonus table. */
export const BankTransfer: Story = () => <Panel method="bank-transfer" />;

const copyContent: Script = async (screen, user) => {
  const copy = viVN['common.copy'].replace('{label}', viVN['payment.transfer.content']);
  const [first] = await screen.findAllByRole('button', { name: copy });
  if (first) await user.click(first);
};

/** The transfer content just copied: 'Đã sao chép' for 3 seconds. */
export const Copied: Story = () => <Panel method="bank-transfer" script={copyContent} copies />;

/** A VietQR payload whose CRC does not hold: a notice instead of a wrong code. */
export const BadQrChecksum: Story = () => <Panel method="bank-transfer" />;
BadQrChecksum.msw = [
  http.get(api('/api/payment-methods'), async ({ request }) => {
    const methods = (await (await simulatorAnswer(request)).json()) as Record<string, unknown>;
    const spoil = (list: unknown) =>
      (list as { qrCodeData: string }[]).map((method) => ({
        ...method,
        qrCodeData: method.qrCodeData.slice(0, -1) + (method.qrCodeData.endsWith('0') ? '1' : '0'),
      }));
    return HttpResponse.json({
      ...methods,
      eWallets: spoil(methods.eWallets),
      bankTransfers: spoil(methods.bankTransfers),
    });
  }),
];
