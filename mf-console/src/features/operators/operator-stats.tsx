/** The operator's own figures (and an admin's view of the team's): answers and members' waiting time over 30 days. */
import type { OperatorStatsAnswer } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';

const minutes = (seconds: number | null) => (seconds === null ? '—' : String(Math.round(seconds / 60)));

export function OperatorStats({ stats }: { stats: OperatorStatsAnswer }) {
  const t = useTexts();
  const rows = stats.team ?? [stats.mine];
  return (
    <section aria-label={t('operators.stats')} data-testid="operator-stats">
      <p>{t('operators.queueNow', { count: stats.waiting, minutes: minutes(stats.oldest_wait_seconds) })}</p>
      <table>
        <thead>
          <tr><th scope="col">{t('operators.statsWho')}</th><th scope="col">{t('operators.statsAnswered')}</th><th scope="col">{t('operators.statsWait')}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.staff.id}><td>{row.staff.name}</td><td>{row.answered}</td><td>{minutes(row.average_wait_seconds)}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
