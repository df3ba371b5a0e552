/**
 * A login form's fields and checks, for members' and staff's alike: the e-mail address (required
 * and well-formed, named before anything is sent) and the password (required). `send` gets the
 * trimmed address and does what logging in means for its form.
 */
import { useState } from 'react';
import { isEmailAddress } from '@dating/shared-contracts';
import { useErrorText } from '../texts';
import { useCheckedForm } from './use-checked-form';

/** The fields of a login form. */
export const LOGIN_FIELDS = ['email', 'password'] as const;

/** The address and password as they are sent. */
export interface LoginInput {
  email: string;
  password: string;
}

/** The form's state and handlers (those of useCheckedForm), with the two fields' values and setters. */
export function useLoginForm(send: (input: LoginInput) => Promise<void>, initialEmail = '') {
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const form = useCheckedForm({
    fields: LOGIN_FIELDS,
    check: () => ({
      fields: {
        email: !email.trim() ? errorText('required') : isEmailAddress(email) ? undefined : errorText('invalid_email'),
        password: password ? undefined : errorText('required'),
      },
    }),
    send: () => send({ email: email.trim(), password }),
  });
  return { ...form, email, setEmail, password, setPassword };
}
