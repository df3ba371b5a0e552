/** The audit entries as a list: when, who (name and role), what, which record, and the fields before and after. */
import styled from 'styled-components';
import { colors, fonts, space } from '@dating/shared-ui';
import type { StaffAuditEntry } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';
import { CardList } from '../../layout/console-parts';
import { useDateTime } from '../../layout/date-time';

const Entry = styled.li`
  padding: ${space[3]}px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  & > p { margin: 0 0 ${space[1]}px; }
  & code { font-size: ${fonts.size.small}; }
`;

const Muted = styled.span`
  color: ${colors.muted};
`;

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value));

export function AuditEntries({ entries }: { entries: readonly StaffAuditEntry[] }) {
  const t = useTexts();
  const dateTime = useDateTime();
  return (
    <CardList data-testid="audit-entries">
      {entries.map((entry) => (
        <Entry key={entry.id} data-testid="audit-entry">
          <p>
            <strong>{entry.action}</strong> · {entry.record_type} {entry.record_id}
          </p>
          <p>
            <Muted>
              {dateTime(entry.at)} · {entry.staff.name} ({t(`role.${entry.staff.role}`)}, #{entry.staff.id})
            </Muted>
          </p>
          <p>
            {t('audit.before')} <code>{json(entry.before)}</code>
          </p>
          <p>
            {t('audit.after')} <code>{json(entry.after)}</code>
          </p>
        </Entry>
      ))}
    </CardList>
  );
}
