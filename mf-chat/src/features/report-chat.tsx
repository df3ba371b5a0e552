/** "Report" on a conversation: the member says what happened; the complaint goes with the last messages as evidence, and the member is told what happens next. */
import { useState } from 'react';
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import { isApiError } from '@dating/shared-contracts';
import { Alert, Button, Modal, colors, radii, space } from '@dating/shared-ui';

const Area = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  min-height: 96px;
  padding: ${space[2]}px;
  border: 1px solid ${colors.controlBorder};
  border-radius: ${radii.normal};
  font: inherit;
`;

export function ReportChat({ open, conversation, name, onClose }: { open: boolean; conversation: number; name: string; onClose: () => void }) {
  const t = useTexts();
  const { api } = useHost();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setSending(true);
    setFailure(null);
    try {
      setReference((await api.call('reportChat', { conversation, description: text.trim() })).reference);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('report.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('report.title', { name })}
      closeLabel={t('icebreaker.close')}
      data-testid="report-chat"
      footer={reference ? <Button onClick={onClose}>{t('icebreaker.close')}</Button> : (
        <Button variant="danger" onClick={() => void submit()} loading={sending} disabled={text.trim().length === 0} data-testid="report-send">{t('report.send')}</Button>
      )}
    >
      {reference ? (
        <Alert kind="success" data-testid="report-done">{t('report.done', { reference })}</Alert>
      ) : (
        <>
          <p>{t('report.intro')}</p>
          <Area aria-label={t('report.label')} value={text} onChange={(event) => setText(event.target.value)} data-testid="report-text" />
          {failure && <Alert kind="danger">{failure}</Alert>}
        </>
      )}
    </Modal>
  );
}
