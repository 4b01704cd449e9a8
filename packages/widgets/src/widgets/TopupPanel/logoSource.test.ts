import { describe, expect, it } from 'vitest';
import { logoSource } from './logoSource';

describe('logoSource', () => {
  const api = 'https://api.volam.vn';

  it("takes the API's own origin, a path on it, and https on the API's host", () => {
    expect(logoSource('https://api.volam.vn/cards/viettel.png', api)).toBe(
      'https://api.volam.vn/cards/viettel.png',
    );
    expect(logoSource('/cards/viettel.png', api)).toBe('https://api.volam.vn/cards/viettel.png');
    expect(logoSource('https://api.volam.vn:8443/v.png', api)).toBe(
      'https://api.volam.vn:8443/v.png',
    );
    expect(logoSource('http://localhost:8787/cards/v.png', 'http://localhost:8787')).toBe(
      'http://localhost:8787/cards/v.png',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'http://api.volam.vn/v.png',
    '//evil.example/v.png',
    'https://evil.example/v.png',
    'https://api.volam.vn.evil.example/v.png',
  ])('refuses %s', (url) => {
    expect(logoSource(url, api)).toBeNull();
  });
});
