/** The client-side e-mail check (spec section 5: 'Ongeldige e-mail'): shared-contracts' one pattern, the API's too. */
export { isEmailAddress as isEmail } from '@dating/shared-contracts';
