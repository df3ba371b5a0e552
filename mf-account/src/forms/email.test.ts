import { expect, test } from '@jest/globals';
import { isEmail } from './email';

test('accepts ordinary addresses and rejects malformed ones', () => {
  for (const ok of ['anna@example.nl', ' jan.de.vries+site@mail.example.com ']) expect(isEmail(ok)).toBe(true);
  for (const bad of ['', 'anna', 'anna@', '@example.nl', 'anna@example', 'an na@example.nl', 'anna@@example.nl']) expect(isEmail(bad)).toBe(false);
});
