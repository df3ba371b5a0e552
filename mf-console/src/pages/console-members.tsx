/** /console/members (moderator): find a member by e-mail, name or id; each result opens the member's record. */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, RouteLink, colors, space } from '@dating/shared-ui';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { FilterRow } from '../layout/console-parts';
import { QueryState } from '../layout/query-state';

const Results = styled.ul`
  display: grid;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { padding: ${space[3]}px; border: 1px solid ${colors.border}; border-radius: 8px; overflow-wrap: anywhere; }
  & span { color: ${colors.muted}; }
`;

/** The member search page. */
export function MembersPage() {
  const t = useTexts();
  const { navigation, route } = useHost();
  const [typed, setTyped] = useState(route.query.q ?? '');
  const [q, setQ] = useState(route.query.q ?? '');
  const answer = useEndpoint(q.trim() ? 'findMembers' : null, { q: q.trim() });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed);
  };
  return (
    <ConsolePage title={t('members.title')} testId="console-members-page">
      <form onSubmit={search} role="search" aria-label={t('members.title')}>
        <FilterRow>
          <FormField label={t('members.query')} name="q" value={typed} onChange={(event) => setTyped(event.target.value)} testId="members-query" />
          <Button type="submit" data-testid="members-search">{t('members.search')}</Button>
        </FilterRow>
      </form>
      {q.trim() && (
        <QueryState answer={answer} empty={t('members.none')} isEmpty={(data) => data.members.length === 0}>
          {(data) => (
            <Results data-testid="members-results">
              {data.members.map((member) => (
                <li key={member.id}>
                  <RouteLink navigation={navigation} to="console-members-id" params={{ id: member.id }} data-testid="member-result">
                    {member.name} · {member.email}
                  </RouteLink>{' '}
                  <span>#{member.id} · {t(`status.${member.status}`)} · {t(`profileStatus.${member.profile_status}`)}</span>
                </li>
              ))}
            </Results>
          )}
        </QueryState>
      )}
    </ConsolePage>
  );
}
