/**
 * Which e-mails the member gets (spec section 3, notifications_disabled): one switch per kind; a
 * switched-off kind is stored as disabled by PUT /api/notifications.php, and the mail service
 * skips it.
 */
import { useState } from 'react';
import { Button, Checkbox } from '@dating/shared-ui';
import { NOTIFICATION_KINDS, type NotificationKind } from '@dating/shared-contracts';
import { FormError, useCheckedForm, useHost, useMember, useTexts, type MessageKey } from '@dating/remote-kit';
import { SuccessToast } from '../../layout/success-toast';

const FIELDS = ['notifications_disabled'] as const;

/** The e-mail switches and their save button. */
export function MailPreferences() {
  const { api, session } = useHost();
  const member = useMember();
  const t = useTexts();
  const [disabled, setDisabled] = useState<Set<NotificationKind>>(() => new Set((member?.notifications_disabled ?? []) as NotificationKind[]));
  const [toast, setToast] = useState<string | null>(null);
  const { errors, submitting, onSubmit, formRef } = useCheckedForm({
    fields: FIELDS,
    check: () => ({ fields: {} }),
    async send() {
      const { user } = await api.call('saveNotifications', { notifications_disabled: NOTIFICATION_KINDS.filter((kind) => disabled.has(kind)) });
      // The answer is the member: the shell takes it without asking again (the alert follows).
      if (user) session.signIn(user);
      setToast(t('settings.mailSaved'));
    },
  });
  const toggle = (kind: NotificationKind, wanted: boolean) =>
    setDisabled((current) => {
      const next = new Set(current);
      if (wanted) next.delete(kind);
      else next.add(kind);
      return next;
    });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('settings.mailTitle')} data-testid="mail-preferences">
      <p>{t('settings.mailIntro')}</p>
      {NOTIFICATION_KINDS.map((kind) => (
        <Checkbox key={kind} label={t(`settings.mail.${kind}` as MessageKey)} name={`mail-${kind}`} checked={!disabled.has(kind)} onChange={(event) => toggle(kind, event.target.checked)} testId={`mail-${kind}`} />
      ))}
      <FormError message={errors.form ?? errors.fields.notifications_disabled} />
      <Button type="submit" loading={submitting} data-testid="mail-save">
        {t('settings.save')}
      </Button>
      <SuccessToast message={toast} onClose={() => setToast(null)} testId="mail-saved" />
    </form>
  );
}
