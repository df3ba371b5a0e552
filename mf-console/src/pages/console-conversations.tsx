/**
 * /console/conversations (operator): members' conversations with fictional profiles that wait for
 * an answer, longest waiting first, live over the staff stream; the one opened beside it, and the
 * operator's figures.
 */
import { useState } from 'react';
import { useEndpoint, useStaffEvents, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { QueryState } from '../layout/query-state';
import { OperatorConversation } from '../features/operators/operator-conversation';
import { OperatorQueue } from '../features/operators/operator-queue';
import { OperatorStats } from '../features/operators/operator-stats';

export function ConversationsPage() {
  const t = useTexts();
  const queue = useEndpoint('operatorQueue', {});
  const stats = useEndpoint('operatorStats');
  const [open, setOpen] = useState<number | null>(null);
  const reload = () => {
    void queue.mutate();
    void stats.mutate();
  };
  useStaffEvents(['conversation.waiting', 'conversation.claimed', 'conversation.answered'], reload);
  return (
    <ConsolePage title={t('operators.title')} testId="console-conversations-page">
      {stats.data && <OperatorStats stats={stats.data} />}
      <QueryState answer={queue} empty={t('operators.empty')} isEmpty={(data) => data.conversations.length === 0}>
        {(data) => <OperatorQueue items={data.conversations} selected={open} onOpen={setOpen} />}
      </QueryState>
      {open !== null && <OperatorConversation key={open} conversationId={open} onAnswered={reload} />}
    </ConsolePage>
  );
}
