/** The form-level error above a form's submit button (data-testid "form-error"). */
import type { ReactNode } from 'react';
import { Alert } from '@dating/shared-ui';

/** Shows the message (and an optional way out, e.g. a login link) when there is one. */
export function FormError({ message, children }: { message?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert kind="danger" data-testid="form-error">
      <div>{message}</div>
      {children}
    </Alert>
  );
}
