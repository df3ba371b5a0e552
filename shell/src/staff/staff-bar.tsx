/**
 * The staff layout's bar: the console's name, its own navigation (the entries the staff member's
 * role may open, each with room for its queue's live count), the staff member's name and role, and
 * logging out. Nothing of the members' bar: no credits, badges, language menu or member links.
 */
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Badge, Button, colors, fonts, space } from '@dating/shared-ui';
import { href, staffRolePasses, type StaffMember } from '@dating/shared-contracts';
import { useServices } from '../shell/services.js';
import { Bar, BarInner, End, Entry, Links } from '../navigation/nav-styles.js';
import type { QueueCounts } from './queue-counts.js';
import { STAFF_ENTRIES } from './staff-entries.js';
import { useStaffTexts } from './texts/index.js';

const Name = styled.a`
  color: ${colors.text};
  font-weight: ${fonts.weight.heavy};
  text-decoration: none;
  margin-inline-end: ${space[2]}px;
`;

const Who = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.2;
  font-size: ${fonts.size.small};
  color: ${colors.muted};
  & > strong { color: ${colors.text}; }
`;

/** The bar; `counts` are the live queue counts (queue-counts.ts), a badge beside each entry whose queue has one. */
export function StaffBar({ staff, counts }: { staff: StaffMember | null; counts: QueueCounts }) {
  const t = useStaffTexts();
  const { api, bus } = useServices();
  const navigate = useNavigate();
  const logout = async () => {
    await api.call('staffLogout');
    bus.emit('staff:session', {});
    await navigate(href('console-login'));
  };
  return (
    <Bar data-testid="staff-bar">
      <BarInner as="nav" aria-label={t('staff.nav')}>
        <Name href={href('console')}>{t('staff.console')}</Name>
        {staff && (
          <>
            <Links>
              {STAFF_ENTRIES.filter((entry) => staffRolePasses(staff.role, entry.role)).map((entry) => {
                const count = entry.queue ? counts[entry.queue] ?? 0 : 0;
                return (
                  <li key={entry.route}>
                    <Entry to={href(entry.route)} data-testid={`staff-nav-${entry.route}`}>
                      {t(entry.text)}
                      {count > 0 && <Badge count={count} kind="unread" data-testid={`staff-count-${entry.queue}`} aria-label={t('staff.waiting', { count })} />}
                    </Entry>
                  </li>
                );
              })}
            </Links>
            <End>
              <Who data-testid="staff-who">
                <strong>{staff.name}</strong>
                {t(`staff.role.${staff.role}` as const)}
              </Who>
              <Button variant="secondary" size="small" onClick={() => void logout()} data-testid="staff-logout">
                {t('staff.logout')}
              </Button>
            </End>
          </>
        )}
      </BarInner>
    </Bar>
  );
}
