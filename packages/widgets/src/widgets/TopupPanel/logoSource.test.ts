import { describe, expect, it } from 'vitest';
import { logoSource } from './logoSource';

describe('logoSource', () => {
  const api = 'https://api.volam.vn';

  it("takes an image file on the API's own origin, or over https on the API's host", () => {
    expect(logoSource('https://api.volam.vn/cards/viettel.png', api)).toBe(
      'https://api.volam.vn/cards/viettel.png',
    );
    expect(logoSource('/cards/viettel.png', api)).toBe('https://api.volam.vn/cards/viettel.png');
    expect(logoSource('https://api.volam.vn:8443/v.png', api)).toBe(
      'https://api.volam.vn:8443/v.png',
    );
    expect(
      logoSource('http://localhost:8787/images/cards/viettel.svg', 'http://localhost:8787'),
    ).toBe('http://localhost:8787/images/cards/viettel.svg');
  });

  it.each(['v.png', 'v.PNG', 'v.jpg', 'v.jpeg', 'v.gif', 'v.webp', 'v.avif', 'v.svg', 'v.png?v=2'])(
    'takes the image file %s',
    (file) => {
      expect(logoSource(`/cards/${file}`, api)).toBe(`https://api.volam.vn/cards/${file}`);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'http://api.volam.vn/v.png',
    '//evil.example/v.png',
    'https://evil.example/v.png',
    'https://api.volam.vn.evil.example/v.png',
    'ftp://api.volam.vn/v.png',
  ])('refuses %s, which is not on the API', (url) => {
    expect(logoSource(url, api)).toBeNull();
  });

  it.each([
    '/logout',
    '/api/user/change-password?currentPassword=x',
    '/api/user/change-password?x=.png',
    '/cards/viettel',
    '/cards/viettel.png.html',
    '/cards/',
    '/',
  ])('refuses %s, which is not an image file', (url) => {
    expect(logoSource(url, api)).toBeNull();
  });

  it.each([
    '/api/cards/viettel.png',
    '/API/cards/viettel.png',
    '/logout/viettel.png',
    '/sanctum/csrf-cookie.png',
    '/reset-password/x.png',
    '/email-verification/x.svg',
    'https://api.volam.vn:8443/api/v.png',
  ])("refuses %s, under one of the API's routes (the session cookie goes with it)", (url) => {
    expect(logoSource(url, api)).toBeNull();
  });

  it('refuses an address with credentials in it', () => {
    expect(logoSource('https://user:secret@api.volam.vn/v.png', api)).toBeNull();
  });
});
