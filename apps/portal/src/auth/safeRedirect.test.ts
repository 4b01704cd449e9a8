import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPathFromState, safeRedirectPath } from './safeRedirect';

const knownBypasses = [
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' /\t/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '//%09/evil.example',
  'data:text/html,<script>alert(1)</script>',
  '',
  'evil.example',
  '/%E0%A4%A', // malformed encoding
];

describe('safeRedirectPath', () => {
  it.each(knownBypasses)('refuses %j', (candidate) => {
    expect(safeRedirectPath(candidate)).toBe('/');
  });

  it.each([
    '/login',
    '/login?x=1',
    '/register',
    '/recovery/forgot-password/abc',
    '/reset-password/abc',
    '/email-verification/tok',
  ])('never returns to %j', (candidate) => expect(safeRedirectPath(candidate)).toBe('/'));

  it.each([
    ['/', '/'],
    ['/transactions', '/transactions'],
    ['/payment/card?provider=VIETTEL#form', '/payment/card?provider=VIETTEL#form'],
    ['/giftcode/', '/giftcode/'],
  ])('keeps the internal path %j', (candidate, expected) => {
    expect(safeRedirectPath(candidate)).toBe(expected);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/x']])
      expect(safeRedirectPath(value)).toBe('/');
  });

  it('only ever returns a path that stays on this origin', () => {
    const arbitrary = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc.constantFrom(...knownBypasses).chain((base) => fc.string().map((tail) => base + tail)),
      fc
        .array(
          fc.constantFrom(
            '/',
            '\\',
            '%2F',
            '%5C',
            '%25',
            '.',
            'evil.example',
            ':',
            '@',
            '\t',
            '?',
            '#',
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(arbitrary, (candidate) => {
        const result = safeRedirectPath(candidate);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/\\/);
        for (const origin of ['https://portal.example', 'http://localhost:5173']) {
          expect(new URL(result, origin).origin).toBe(origin);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('returnPathFromState', () => {
  it('rebuilds the origin path from a router location', () => {
    expect(
      returnPathFromState({ from: { pathname: '/recharge', search: '?zone=1', hash: '' } }),
    ).toBe('/recharge?zone=1');
  });

  it('falls back to / for a missing or unsafe origin', () => {
    expect(returnPathFromState(null)).toBe('/');
    expect(returnPathFromState({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(returnPathFromState({ from: '/%2F%2Fevil.example' })).toBe('/');
  });
});
