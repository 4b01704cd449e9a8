import { describe, expect, it } from 'vitest';
import { catalogueKeyOf, playerErrorCodes, playerText } from './playerTexts';

const laravelNotFound = 'No query results for model [App\\Models\\Account] 1';
const stackTrace =
  'ErrorException: Undefined index: zone in /var/www/app/Http/Controllers/RechargeController.php:42\n#0 {main}';

describe('playerText: which server texts a player reads', () => {
  describe('given a documented business error (a 4xx with its errorCode)', () => {
    it.each([...playerErrorCodes])('keeps the message of %s', (errorCode) => {
      expect(playerText(422, 'Số KP không đủ.', errorCode)).toBe('Số KP không đủ.');
    });

    it('trims it, and keeps nothing of an empty or non-string message', () => {
      expect(playerText(404, '  Đường dẫn đã hết hạn.  ', 'reset_token_invalid')).toBe(
        'Đường dẫn đã hết hạn.',
      );
      expect(playerText(404, '   ', 'reset_token_invalid')).toBeUndefined();
      expect(playerText(422, { text: 'x' }, 'zone_closed')).toBeUndefined();
      expect(playerText(422, undefined, 'zone_closed')).toBeUndefined();
    });
  });

  describe('given anything else', () => {
    it.each([
      [404, laravelNotFound],
      [400, stackTrace],
      [422, 'The given data was invalid.'],
      [422, 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.'],
      [401, 'Unauthenticated.'],
      [419, 'CSRF token mismatch.'],
      [429, 'Too Many Attempts.'],
      [403, 'This action is unauthorized.'],
    ])('a %i without an errorCode keeps nothing of %j', (status, message) => {
      expect(playerText(status, message, undefined)).toBeUndefined();
    });

    it('an errorCode the contract does not name keeps nothing', () => {
      expect(playerText(404, laravelNotFound, 'model_not_found')).toBeUndefined();
    });

    it.each([200, 302, 500, 503])(
      'a %i keeps nothing, even with a documented errorCode',
      (status) => {
        expect(playerText(status, stackTrace, 'zone_closed')).toBeUndefined();
      },
    );
  });
});

describe('catalogueKeyOf: the catalogue text of each kind of status', () => {
  it.each([
    [400, 'api.error.request'],
    [401, 'api.error.unauthenticated'],
    [403, 'api.error.forbidden'],
    [404, 'api.error.notFound'],
    [405, 'api.error.request'],
    [410, 'api.error.notFound'],
    [419, 'api.error.sessionExpired'],
    [422, 'api.error.invalid'],
    [429, 'api.error.tooManyRequests'],
    [500, 'api.error.server'],
    [502, 'api.error.server'],
    [503, 'api.error.server'],
  ] as const)('%i: %s', (status, key) => {
    expect(catalogueKeyOf(status)).toBe(key);
  });
});
