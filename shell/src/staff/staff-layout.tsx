/**
 * The staff layout (route table `layout: 'staff'`, the console's pages): the staff bar, the page,
 * and the staff's one event stream for this tab. No members' banners, alerts, disclaimer or
 * footer. Without a staff session every console page but its login sends the browser to
 * `/console/login`; a member's session is no staff session.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Page } from '@dating/shared-ui';
import { href, type CurrentRoute } from '@dating/shared-contracts';
import { Main, SkipLink } from '../layouts/layout-parts.js';
import { useServices } from '../shell/services.js';
import { useQueueCounts } from './queue-counts.js';
import { StaffBar } from './staff-bar.js';
import { useStaffMember } from './staff-session.js';
import { useStaffStream } from './staff-stream.js';

/** The default export: the layouts load it as its own chunk (no member's page pays for it). */
export default function StaffLayout({ route, children }: { route: CurrentRoute | null; children: ReactNode }) {
  const staff = useStaffMember();
  const staffId = staff?.id ?? null;
  // One staff stream per tab while someone is logged in: the bar's counts and the console's pages hear it.
  useStaffStream(useServices().staffEvents, staffId);
  const counts = useQueueCounts(staffId);
  const onLogin = route?.name === 'console-login';
  if (staff === null && !onLogin) return <Navigate to={href('console-login')} replace />;
  if (staff && onLogin) return <Navigate to={href('console')} replace />;
  return (
    <Page data-layout="staff">
      <SkipLink />
      <StaffBar staff={staff ?? null} counts={counts} />
      {/* Until the staff session is known, only the login page shows: no queue flashes for a visitor. */}
      <Main>{staff !== undefined || onLogin ? children : null}</Main>
    </Page>
  );
}
