import { beforeAll, expect, test } from '@jest/globals';
import { ApiError, loadErrorTexts } from '@dating/shared-contracts';
import { errorsFromFailure, hasErrors, NO_ERRORS } from './form-errors';

// The app loads its language's error texts before it renders (load-messages.ts); so do these tests.
beforeAll(() => Promise.all([loadErrorTexts('nl'), loadErrorTexts('en')]));

test('field messages of the answer go to the fields the form shows', () => {
  const failure = new ApiError({ status: 400, code: 'invalid_input', message: 'De ingevoerde gegevens zijn ongeldig.', fields: { email: 'Ongeldige e-mail' } });
  const errors = errorsFromFailure(failure, ['email', 'password'], 'nl');
  expect(errors.fields).toEqual({ email: 'Ongeldige e-mail' });
  expect(errors.form).toBeUndefined();
  expect(errors.code).toBe('invalid_input');
});

test('the answer text goes above the form when no shown field carries it', () => {
  const failure = new ApiError({ status: 400, code: 'invalid_input', message: 'De ingevoerde gegevens zijn ongeldig.', fields: { other: 'x' } });
  expect(errorsFromFailure(failure, ['email'], 'nl')).toMatchObject({ fields: {}, form: 'De ingevoerde gegevens zijn ongeldig.' });
});

test('a non-API failure becomes the generic text in the caller’s language', () => {
  expect(errorsFromFailure(new TypeError('boom'), ['email'], 'nl').form).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  expect(errorsFromFailure(new TypeError('boom'), ['email'], 'en').form).toBe('An error occurred, please try again later.');
});

test('hasErrors sees form and field errors', () => {
  expect(hasErrors(NO_ERRORS)).toBe(false);
  expect(hasErrors({ fields: { email: 'x' } })).toBe(true);
  expect(hasErrors({ fields: {}, form: 'x' })).toBe(true);
});
