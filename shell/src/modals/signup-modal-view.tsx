/**
 * The signup modal's frame around mf-account's 'signup-modal' widget; loaded when the modal first
 * opens. On phones it is a bottom sheet: the steps rise from the thumb's edge and scroll inside.
 */
import { Modal } from '@dating/shared-ui';
import type { HostProps, WidgetProps } from '@dating/shared-contracts';
import { HostProvider, useTexts, Widget } from '@dating/remote-kit';

export interface SignupModalViewProps {
  hostProps: HostProps;
  dismissible: boolean;
  onClose(): void;
  widgetProps: WidgetProps['signup-modal'];
}

export default function SignupModalView({ hostProps, dismissible, onClose, widgetProps }: SignupModalViewProps) {
  const t = useTexts();
  return (
    <Modal open onClose={onClose} size="large" bare sheet dismissible={dismissible} label={t('signup.label')} data-testid="signup-modal">
      <HostProvider host={hostProps}>
        <Widget name="signup-modal" props={widgetProps} />
      </HostProvider>
    </Modal>
  );
}
