/**
 * One conversation as the operator works it: claim it (locked for them a few minutes), the
 * member's profile beside the fictional profile and its notes (editable), the whole history, and the
 * answer sent as the fictional profile.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, colors, space, up } from '@dating/shared-ui';
import { isApiError, type OperatorConversationAnswer } from '@dating/shared-contracts';
import { useEndpoint, useErrorText, useHost, useTexts } from '@dating/remote-kit';
import { useDateTime } from '../../layout/date-time';

const Columns = styled.div`
  display: grid;
  gap: ${space[4]}px;
  ${up('md')} { grid-template-columns: 1fr 2fr; }
`;

const Messages = styled.ol`
  display: grid;
  gap: ${space[2]}px;
  margin: 0 0 ${space[4]}px;
  padding: 0;
  list-style: none;
  max-height: 420px;
  overflow-y: auto;
`;

const Message = styled.li<{ $profile: boolean }>`
  justify-self: ${({ $profile }) => ($profile ? 'end' : 'start')};
  max-width: 85%;
  padding: ${space[2]}px ${space[3]}px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  & > small { display: block; color: ${colors.muted}; }
`;

function ProfileFacts({ title, profile }: { title: string; profile: OperatorConversationAnswer['profile'] }) {
  return (
    <section aria-label={title}>
      <h3>{title}: {profile.name}</h3>
      <p>{[profile.age, profile.gender, profile.city, profile.country].filter(Boolean).join(' · ')}</p>
      {profile.about && <p>{profile.about}</p>}
    </section>
  );
}

let sends = 0;
/** A client id for one answer (a retried send finds its message). */
const newClientId = () => `op-${Date.now().toString(36)}-${(sends += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export function OperatorConversation({ conversationId, onAnswered }: { conversationId: number; onAnswered(): void }) {
  const t = useTexts();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const { api } = useHost();
  const answer = useEndpoint('operatorConversation', { conversation_id: conversationId });
  const [text, setText] = useState('');
  const [notes, setNotes] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = answer.data;

  async function run(task: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await task();
      await answer.mutate();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : errorText('generic'));
    } finally {
      setBusy(false);
    }
  }
  const claim = () => run(() => api.call('operatorClaim', { conversation_id: conversationId }));
  const saveNotes = () => run(() => api.call('operatorNotes', { profile_id: data!.profile.id, notes: notes ?? data!.notes }));
  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.call('operatorAnswer', { conversation_id: conversationId, client_id: newClientId(), text });
      setText('');
      onAnswered();
    });
  };

  if (!data) return null;
  return (
    <section aria-label={t('operators.conversation')} data-testid="operator-conversation">
      {problem && <Alert kind="danger" data-testid="operator-problem">{problem}</Alert>}
      <p data-testid="operator-claim-state">
        {data.claimed_by ? t('operators.claimedUntil', { name: data.claimed_by.name, time: dateTime(data.claimed_until!) }) : t('operators.unclaimed')}{' '}
        <Button variant="secondary" onClick={() => void claim()} disabled={busy} data-testid="operator-claim">{t('operators.claim')}</Button>
      </p>
      <Columns>
        <div>
          <ProfileFacts title={t('operators.member')} profile={data.member} />
          <ProfileFacts title={t('operators.profile')} profile={data.profile} />
          <FormField as="textarea" label={t('operators.notes')} value={notes ?? data.notes} onChange={(event) => setNotes(event.target.value)} testId="operator-notes" />
          <Button variant="secondary" onClick={() => void saveNotes()} disabled={busy} data-testid="operator-save-notes">{t('operators.saveNotes')}</Button>
        </div>
        <div>
          <Messages data-testid="operator-history">
            {data.messages.map((message) => (
              <Message key={message.id} $profile={message.from === 'profile'} data-testid="operator-message">
                {message.text ?? message.gift_id ?? t('operators.photo')}
                <small>{dateTime(message.sent_at)}{message.written_by && ` · ${message.written_by.name}`}</small>
              </Message>
            ))}
          </Messages>
          <form onSubmit={send} aria-label={t('operators.answer')}>
            <FormField as="textarea" label={t('operators.answerAs', { name: data.profile.name })} value={text} onChange={(event) => setText(event.target.value)} required testId="operator-answer-text" />
            <Button type="submit" disabled={busy || !text.trim()} data-testid="operator-send">{t('operators.send')}</Button>
          </form>
        </div>
      </Columns>
    </section>
  );
}
