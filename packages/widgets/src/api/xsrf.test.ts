import { describe, expect, it } from 'vitest';
import { isApiURL, readXsrfCookie } from './xsrf';

describe('readXsrfCookie', () => {
  it('URL-decodes the value', () => {
    expect(readXsrfCookie('portal_theme=dark; XSRF-TOKEN=eyJpdiI6IkFi%3D%3D; other=1')).toBe(
      'eyJpdiI6IkFi==',
    );
  });

  it('keeps an = inside the value', () => {
    expect(readXsrfCookie('XSRF-TOKEN=a=b')).toBe('a=b');
  });

  it('given no such cookie, a similar name or an empty value, reads nothing', () => {
    expect(readXsrfCookie('')).toBeUndefined();
    expect(readXsrfCookie('OLD-XSRF-TOKEN=abc; XSRF-TOKENS=abc')).toBeUndefined();
    expect(readXsrfCookie('XSRF-TOKEN=')).toBeUndefined();
  });

  it('given a malformed encoding, reads nothing rather than throwing', () => {
    expect(readXsrfCookie('XSRF-TOKEN=%E0%A4%A')).toBeUndefined();
  });
});

describe('isApiURL', () => {
  const apiBase = new URL('https://api.example.vn');
  const underPath = new URL('https://api.example.vn/v1');

  it('accepts URLs of the API origin', () => {
    expect(isApiURL('https://api.example.vn/login', apiBase)).toBe(true);
    expect(isApiURL('https://api.example.vn/v1/login', underPath)).toBe(true);
  });

  it('refuses another origin, scheme or port', () => {
    expect(isApiURL('https://evil.example/login', apiBase)).toBe(false);
    expect(isApiURL('http://api.example.vn/login', apiBase)).toBe(false);
    expect(isApiURL('https://api.example.vn:8443/login', apiBase)).toBe(false);
    expect(isApiURL('https://api.example.vn.evil.example/login', apiBase)).toBe(false);
    expect(isApiURL('//evil.example/login', apiBase)).toBe(false);
  });

  it('refuses a URL of the API origin that leaves the base path', () => {
    expect(isApiURL('https://api.example.vn/v10/login', underPath)).toBe(false);
    expect(isApiURL('https://api.example.vn/other', underPath)).toBe(false);
  });

  it('refuses a relative URL, which resolves against the page, not the API', () => {
    expect(isApiURL('/login', apiBase)).toBe(false);
  });

  it('refuses opaque origins and unparsable URLs', () => {
    expect(isApiURL('data:text/plain,hi', new URL('data:text/plain,hi'))).toBe(false);
    expect(isApiURL('http://[bad', apiBase)).toBe(false);
  });
});
