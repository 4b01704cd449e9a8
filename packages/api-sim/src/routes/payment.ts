import { CARD_PROVIDERS, cardLogoSvg, findCardProvider } from '../cards';
import type { App } from '../env';
import { currentAccount } from '../env';
import { sendFailure } from '../http';
import { messages } from '../messages';
import { TRANSFER_METHODS, toTransferMethod } from '../transfer-methods';

/** Payment methods, and the card logos their `imgurl`s point to. */
export function registerPaymentRoutes(app: App): void {
  app.get('/api/payment-methods', (c) => {
    const { username } = currentAccount(c);
    // absolute, so a portal served from another origin loads the logos from the simulator
    const base = new URL(c.req.url).origin;
    const methods = TRANSFER_METHODS.map((method) => toTransferMethod(method, username));
    return c.json({
      cards: CARD_PROVIDERS.map((provider) => ({
        service_code: provider.code,
        name: provider.name,
        imgurl: `${base}/images/cards/${provider.code.toLowerCase()}.svg`,
        cardvalue: provider.values.map((value) => ({ value })),
      })),
      eWallets: methods.filter((method) => method.type === 'e-wallet'),
      bankTransfers: methods.filter((method) => method.type === 'bank-transfer'),
    });
  });

  app.get('/images/cards/:file', (c) => {
    const match = /^([a-z]+)\.svg$/i.exec(c.req.param('file'));
    const provider = match?.[1] === undefined ? undefined : findCardProvider(match[1]);
    if (!provider) return sendFailure(c, 404, messages.notFound);
    return c.body(cardLogoSvg(provider), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
