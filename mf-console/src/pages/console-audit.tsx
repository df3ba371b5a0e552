/**
 * /console/audit (admin): the staff audit trail, newest first, filtered by the record (its type and
 * id) and by the staff member who acted; a page at a time (GET /api/staff-audit.php).
 */
import { useState, type FormEvent } from 'react';
import { Button, FormField } from '@dating/shared-ui';
import type { StaffAuditQuery } from '@dating/shared-contracts';
import { useEndpoint, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { FilterRow, Pager } from '../layout/console-parts';
import { QueryState } from '../layout/query-state';
import { AuditEntries } from '../features/audit/audit-entries';

/** The filter as typed: text fields (empty = any). */
const EMPTY = { record_type: '', record_id: '', staff_id: '' };

function queryOf(filter: typeof EMPTY, before: number | undefined): StaffAuditQuery {
  const query: StaffAuditQuery = {};
  if (filter.record_type.trim()) query.record_type = filter.record_type.trim();
  if (filter.record_id.trim()) query.record_id = filter.record_id.trim();
  if (/^\d+$/.test(filter.staff_id.trim())) query.staff_id = Number(filter.staff_id.trim());
  if (before !== undefined) query.before = before;
  return query;
}

/** The audit page. */
export function AuditPage() {
  const t = useTexts();
  const [typed, setTyped] = useState(EMPTY);
  const [applied, setApplied] = useState(EMPTY);
  // The `before` of each page shown so far, so "newer" walks back.
  const [pages, setPages] = useState<number[]>([]);
  const answer = useEndpoint('staffAudit', queryOf(applied, pages.at(-1)));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(typed);
    setPages([]);
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: typed[name],
    onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value }),
  });
  return (
    <ConsolePage title={t('audit.title')} testId="console-audit-page">
      <form onSubmit={apply} aria-label={t('audit.filter')}>
        <FilterRow>
          <FormField label={t('audit.recordType')} name="record_type" {...field('record_type')} testId="audit-record-type" />
          <FormField label={t('audit.recordId')} name="record_id" {...field('record_id')} testId="audit-record-id" />
          <FormField label={t('audit.staffId')} name="staff_id" inputMode="numeric" {...field('staff_id')} testId="audit-staff-id" />
          <Button type="submit" data-testid="audit-apply">{t('audit.apply')}</Button>
        </FilterRow>
      </form>
      <QueryState answer={answer} empty={t('audit.empty')} isEmpty={(data) => data.entries.length === 0}>
        {(data) => (
          <>
            <AuditEntries entries={data.entries} />
            <Pager>
              {pages.length > 0 && <Button variant="secondary" onClick={() => setPages(pages.slice(0, -1))}>{t('audit.newer')}</Button>}
              {data.next !== null && <Button variant="secondary" onClick={() => setPages([...pages, data.next!])} data-testid="audit-older">{t('audit.older')}</Button>}
            </Pager>
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
