/**
 * The field rules of signup (spec section 5), as pure functions: each broken rule gives the
 * field its catalogue code, and every field is checked so a form shows all its errors at once.
 * The e-mail, name and age rules are shared-contracts' (the forms apply the same ones).
 */
import { birthDateError, COUNTRIES, isEmailAddress, passwordProblem, profileNameError, type ErrorCode } from '@dating/shared-contracts';
import { isCommonPassword } from '@dating/shared-contracts/common-passwords';

export interface SignupFields {
  email: string;
  name: string;
  date_of_birth?: string | null;
  password: string;
  country?: string;
}

/** Field → catalogue code for every broken rule, in the order of the form (empty when all pass). */
export function signupFieldErrors(input: SignupFields, minAge: number, today: Date): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  const email = input.email.trim();
  if (!email) fields.email = 'required';
  else if (!isEmailAddress(email)) fields.email = 'invalid_email';

  const nameError = profileNameError(input.name, email);
  if (nameError) fields.name = nameError;

  const birthError = birthDateError(input.date_of_birth, minAge, today);
  if (birthError) fields.date_of_birth = birthError;

  const password = passwordProblem(input.password, isCommonPassword);
  if (password) fields.password = password;

  if (input.country !== undefined && !COUNTRIES.includes(input.country.toUpperCase())) fields.country = 'invalid_input';
  return fields;
}
