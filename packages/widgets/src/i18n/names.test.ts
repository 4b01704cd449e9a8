import { describe, expect, it } from 'vitest';
import { displayName, fullNameOf } from './names';

describe('fullNameOf', () => {
  it('puts the family name first, the middle name between, as Vietnamese names go', () => {
    expect(fullNameOf({ firstName: 'An', middleName: 'Văn', lastName: 'Nguyễn' })).toBe(
      'Nguyễn Văn An',
    );
  });

  it('leaves out missing and blank parts, and trims the rest', () => {
    expect(fullNameOf({ firstName: ' An ', middleName: '  ', lastName: 'Nguyễn' })).toBe(
      'Nguyễn An',
    );
    expect(fullNameOf({ firstName: 'An', middleName: null })).toBe('An');
  });

  it('is null when no part is filled in', () => {
    expect(fullNameOf({ firstName: null, middleName: ' ', lastName: '' })).toBeNull();
  });
});

describe('displayName', () => {
  it('is the full name, or the username when the player gave none', () => {
    expect(
      displayName({ username: 'demo', firstName: 'An', middleName: null, lastName: 'Trần' }),
    ).toBe('Trần An');
    expect(
      displayName({ username: 'demo', firstName: null, middleName: null, lastName: null }),
    ).toBe('demo');
  });
});
