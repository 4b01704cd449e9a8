import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator, hasValidCrc, parseEmvFields } from '../src/index';
import { createClient } from './client';

const sim = createSimulator();
afterEach(() => sim.reset());

async function paymentMethods() {
  const client = createClient(sim);
  await client.login('demo');
  return (await client.get('/api/payment-methods')).body;
}

describe('GET /api/payment-methods', () => {
  it('lists the five cards with uppercase codes, logos and denominations', async () => {
    const { cards } = await paymentMethods();
    expect(cards.map((card: { service_code: string }) => card.service_code)).toEqual([
      'VIETTEL',
      'MOBIFONE',
      'VINAPHONE',
      'VIETNAMOBILE',
      'ZING',
    ]);
    for (const card of cards) {
      expect(card.imgurl).toBe(
        `http://localhost:8787/images/cards/${card.service_code.toLowerCase()}.svg`,
      );
    }
  });

  it("gives each card its carrier's own denominations, as real carriers have", async () => {
    const { cards } = await paymentMethods();
    const k = (...values: number[]) => values.map((value) => ({ value: value * 1000 }));
    const byCode = Object.fromEntries(
      cards.map((card: { service_code: string; cardvalue: unknown }) => [
        card.service_code,
        card.cardvalue,
      ]),
    );
    expect(byCode).toEqual({
      VIETTEL: k(10, 20, 50, 100, 200, 300, 500),
      MOBIFONE: k(10, 20, 30, 50, 100, 200, 300, 500),
      VINAPHONE: k(10, 20, 30, 50, 100, 200, 300, 500),
      VIETNAMOBILE: k(10, 20, 50, 100, 200, 300, 500),
      ZING: k(10, 20, 50, 100, 200, 500, 1000),
    });
  });

  it('lists momo and viettelpay as e-wallets, vietcombank and techcombank as banks', async () => {
    const { eWallets, bankTransfers } = await paymentMethods();
    expect(eWallets.map((m: { name: string }) => m.name)).toEqual(['momo', 'viettelpay']);
    expect(bankTransfers.map((m: { name: string }) => m.name)).toEqual([
      'vietcombank',
      'techcombank',
    ]);
    for (const method of eWallets) {
      expect(method.type).toBe('e-wallet');
      expect(method.mobileAccountNumber).toMatch(/^0\d{9}$/);
    }
    for (const method of bankTransfers) {
      expect(method.type).toBe('bank-transfer');
      expect(method.mobileAccountNumber).toBeNull();
    }
  });

  it('gives every transfer method a VietQR payload with a valid CRC, its account and the player’s transfer content', async () => {
    const { eWallets, bankTransfers } = await paymentMethods();
    for (const method of [...eWallets, ...bankTransfers]) {
      expect(method.paymentSyntax).toBe('NAPKP demo');
      expect(method.exchangeRate).toBeGreaterThan(0);
      expect(method.bonuses.length).toBeGreaterThan(0);
      expect(hasValidCrc(method.qrCodeData)).toBe(true);
      const fields = Object.fromEntries(parseEmvFields(method.qrCodeData));
      const merchant = Object.fromEntries(parseEmvFields(fields['38'] ?? ''));
      const beneficiary = Object.fromEntries(parseEmvFields(merchant['01'] ?? ''));
      expect(beneficiary['01']).toBe(method.accountNumber);
      expect(Object.fromEntries(parseEmvFields(fields['62'] ?? ''))['08']).toBe('NAPKP demo');
    }
  });
});

describe('GET /images/cards/{code}.svg', () => {
  it('serves an SVG text logo for each card, without a session', async () => {
    for (const code of ['viettel', 'mobifone', 'vinaphone', 'vietnamobile', 'zing', 'VIETTEL']) {
      const response = await sim.fetch(
        new Request(`http://localhost:8787/images/cards/${code}.svg`),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<text[^>]*>[A-Za-z]+<\/text><\/svg>$/);
    }
  });

  it('answers 404 for an unknown card', async () => {
    const response = await sim.fetch(new Request('http://localhost:8787/images/cards/nope.svg'));
    expect(response.status).toBe(404);
  });
});
