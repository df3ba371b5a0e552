/**
 * /console/members/:id (moderator): one member's account, photos, complaints, payments and credit
 * ledger; the moderator's actions, and for an admin the credit correction.
 */
import styled from 'styled-components';
import { FactList, space } from '@dating/shared-ui';
import type { MemberRecord } from '@dating/shared-contracts';
import { useEndpoint, useHost, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { Thumbs } from '../layout/console-parts';
import { QueryState } from '../layout/query-state';
import { useDateTime } from '../layout/date-time';
import { mayOpen, useStaff } from '../features/use-staff';
import { MemberActions } from '../features/members/member-actions';
import { CreditCorrection } from '../features/members/credit-correction';

const Facts = styled(FactList)`
  margin-bottom: ${space[4]}px;
`;


const Lines = styled.ul`
  margin: 0 0 ${space[4]}px;
  padding-inline-start: ${space[4]}px;
  overflow-wrap: anywhere;
`;

function Record({ record, reload }: { record: MemberRecord; reload: () => void }) {
  const t = useTexts();
  const dateTime = useDateTime();
  const staff = useStaff();
  const { member } = record;
  return (
    <>
      <Facts data-testid="member-facts">
        <dt>{t('member.email')}</dt><dd>{member.email}</dd>
        <dt>{t('member.id')}</dt><dd>{member.id} · {t('member.profile', { id: member.profile_id })}</dd>
        <dt>{t('member.status')}</dt><dd data-testid="member-status">{t(`status.${member.status}`)} · {t(`profileStatus.${member.profile_status}`)}</dd>
        <dt>{t('member.signup')}</dt><dd>{dateTime(member.signup_date)}</dd>
        <dt>{t('member.credits')}</dt><dd data-testid="member-credits">{member.credits}{member.paid_user ? ` · ${t('member.paid')}` : ''}</dd>
      </Facts>
      <h2>{t('member.photos')}</h2>
      {record.photos.length ? (
        <Thumbs $size={96}>
          {record.photos.map((photo, index) => (
            <li key={photo.id}><img src={photo.url} alt={t('member.photoAlt', { number: index + 1, status: t(`photos.status.${photo.status}`) })} width={400} height={400} loading="lazy" /></li>
          ))}
        </Thumbs>
      ) : <p>{t('member.noneYet')}</p>}
      <h2>{t('member.complaints')}</h2>
      {record.complaints.length ? (
        <Lines>{record.complaints.map((c) => <li key={c.id}>{c.reference} · {c.category} · {t(`complaint.${c.role}`)} · {c.status} · {dateTime(c.at)}</li>)}</Lines>
      ) : <p>{t('member.noneYet')}</p>}
      <h2>{t('member.payments')}</h2>
      {record.payments.length ? (
        <Lines>{record.payments.map((p) => <li key={p.id}>#{p.id} · {(p.amount / 100).toFixed(2)} {p.currency} · {p.credits} · {p.status} · {dateTime(p.at)}</li>)}</Lines>
      ) : <p>{t('member.noneYet')}</p>}
      <h2>{t('member.ledger')}</h2>
      {record.ledger.length ? (
        <Lines data-testid="member-ledger">{record.ledger.map((e) => <li key={e.id}>{e.amount > 0 ? `+${e.amount}` : e.amount} · {e.kind} · {t('member.balanceAfter', { balance: e.balance_after })} · {dateTime(e.at)}</li>)}</Lines>
      ) : <p>{t('member.noneYet')}</p>}
      <MemberActions memberId={member.id} changed={reload} />
      {mayOpen(staff, 'admin') && <CreditCorrection memberId={member.id} changed={reload} />}
    </>
  );
}

/** The member record page. */
export function MemberRecordPage() {
  const t = useTexts();
  const { route } = useHost();
  const id = Number(route.params.id);
  const answer = useEndpoint(Number.isInteger(id) && id > 0 ? 'memberRecord' : null, { id });
  return (
    <ConsolePage title={answer.data ? answer.data.member.name : t('member.title')} testId="console-member-page">
      <QueryState answer={answer} empty="" isEmpty={() => false}>
        {(record) => <Record record={record} reload={() => void answer.mutate()} />}
      </QueryState>
    </ConsolePage>
  );
}
