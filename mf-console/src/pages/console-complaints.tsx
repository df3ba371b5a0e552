/** /console/complaints (moderator): complaints as DSA notices, open ones oldest first (live over the staff stream), and closed ones with their decision. */
import { useState } from 'react';
import styled from 'styled-components';
import { SegmentedTabs, space } from '@dating/shared-ui';
import { useEndpoint, useStaffEvents, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { QueryState } from '../layout/query-state';
import { ComplaintCard } from '../features/complaints/complaint-card';

const List = styled.ol`
  display: grid;
  gap: ${space[3]}px;
  margin: ${space[4]}px 0 0;
  padding: 0;
  list-style: none;
`;

export function ComplaintsPage() {
  const t = useTexts();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const answer = useEndpoint('staffComplaints', { status });
  useStaffEvents(['complaint.filed', 'complaint.decided'], () => void answer.mutate());
  return (
    <ConsolePage title={t('complaints.title')} testId="console-complaints-page">
      <SegmentedTabs
        label={t('complaints.title')}
        value={status}
        onChange={(id) => setStatus(id as 'open' | 'closed')}
        tabs={[{ id: 'open', label: t('complaints.open') }, { id: 'closed', label: t('complaints.closed') }]}
        testId="complaints-tabs"
      />
      <QueryState answer={answer} empty={t('complaints.empty')} isEmpty={(data) => data.complaints.length === 0}>
        {(data) => (
          <List data-testid="complaints">
            {data.complaints.map((complaint) => <ComplaintCard key={complaint.id} complaint={complaint} onDecided={() => void answer.mutate()} />)}
          </List>
        )}
      </QueryState>
    </ConsolePage>
  );
}
