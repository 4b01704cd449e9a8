/** A scratch-card carrier and the card formats it issues. */
export type CardProvider = {
  /** Upper-case code the client sends as `provider`. */
  code: string;
  name: string;
  /** Denominations in đồng. */
  values: readonly number[];
  /** Accepted serial lengths, digits only. */
  serialLengths: readonly number[];
  /** Accepted PIN lengths, digits only. */
  pinLengths: readonly number[];
  /** Brand colour of the generated SVG logo. */
  color: string;
};

const K = 1_000;

/**
 * The cards the simulator accepts, each with its carrier's own denominations and the serial and PIN
 * lengths printed on real cards of that carrier. A PIN ending in 0000 settles as rejected, one ending in 1111 as a wrong denomination.
 */
export const CARD_PROVIDERS: readonly CardProvider[] = [
  {
    code: 'VIETTEL',
    name: 'Viettel',
    values: [10 * K, 20 * K, 50 * K, 100 * K, 200 * K, 300 * K, 500 * K],
    serialLengths: [11, 14],
    pinLengths: [13, 15],
    color: '#e4002b',
  },
  {
    code: 'MOBIFONE',
    name: 'Mobifone',
    values: [10 * K, 20 * K, 30 * K, 50 * K, 100 * K, 200 * K, 300 * K, 500 * K],
    serialLengths: [15],
    pinLengths: [12],
    color: '#0054a6',
  },
  {
    code: 'VINAPHONE',
    name: 'Vinaphone',
    values: [10 * K, 20 * K, 30 * K, 50 * K, 100 * K, 200 * K, 300 * K, 500 * K],
    serialLengths: [14],
    pinLengths: [14],
    color: '#0090d0',
  },
  {
    code: 'VIETNAMOBILE',
    name: 'Vietnamobile',
    values: [10 * K, 20 * K, 50 * K, 100 * K, 200 * K, 300 * K, 500 * K],
    serialLengths: [16],
    pinLengths: [12],
    color: '#f26f21',
  },
  {
    code: 'ZING',
    name: 'Zing',
    values: [10 * K, 20 * K, 50 * K, 100 * K, 200 * K, 500 * K, 1000 * K],
    serialLengths: [12],
    pinLengths: [9],
    color: '#1f8efa',
  },
];

/** KP credited per đồng paid by card: 10.000 VND = 100 KP. */
export const CARD_KP_PER_DONG = 0.01;

/** Looks a provider up by its code, case-insensitively. */
export function findCardProvider(code: string): CardProvider | undefined {
  const wanted = code.toUpperCase();
  return CARD_PROVIDERS.find((provider) => provider.code === wanted);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A simple text logo for a card provider, served at /images/cards/{code}.svg. */
export function cardLogoSvg(provider: CardProvider): string {
  const name = escapeXml(provider.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"',
    ` role="img" aria-label="${name}">`,
    `<rect width="160" height="64" rx="10" fill="${provider.color}"/>`,
    '<text x="80" y="40" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"',
    ` font-size="20" font-weight="700" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}
