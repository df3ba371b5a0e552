import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../constants.js';
import { isCommonPassword } from './common-passwords.js';
import { passwordProblem } from './password.js';

describe('the password rule', () => {
  it('wants at least 8 characters, counted as the member sees them', () => {
    expect(TEXT_LIMITS.password.min).toBe(8);
    expect(passwordProblem('Kort-12')).toBe('password_too_short');
    expect(passwordProblem('ééééééé')).toBe('password_too_short');
    expect(passwordProblem('Lang-genoeg-42')).toBeNull();
    expect(passwordProblem('x'.repeat(TEXT_LIMITS.password.max + 1))).toBe('too_long');
  });

  it('refuses commonly used passwords from the kept list, in any letter case, when given the list', () => {
    for (const common of ['password1', 'PASSWORD1', 'qwertyuiop', '123456789', 'iloveyou1']) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordProblem(common, isCommonPassword), common).toBe('password_too_common');
      // Forms check without the list (too big for a page); the API's refusal then shows on the field.
      expect(passwordProblem(common), common).toBeNull();
    }
    expect(isCommonPassword('Lang-genoeg-42')).toBe(false);
  });
});
