/**
 * Mounts mf-likes' 'likes-companion' widget once while a member is in the members area (spec
 * section 2: members, members-id, chats, likes, likes-m-id, premium): auto-like, match modal,
 * like popup (`?t`) and page-bounce logging (`?lb`). Mounted beside the layout, so moving between
 * members-area pages keeps the one instance (and its timers).
 */
import { HostProvider, Widget } from '@dating/remote-kit';
import type { HostProps } from '@dating/shared-contracts';
import { useSession } from '../shell/services.js';

/** The routes of the members area (likes-type is the likes page with a tab chosen). */
export const MEMBERS_AREA: ReadonlySet<string> = new Set(['members', 'members-id', 'chats', 'likes', 'likes-type', 'likes-m-id', 'premium']);

const NO_PROPS = {};

export function LikesCompanionSlot({ hostProps }: { hostProps: HostProps }) {
  const { member } = useSession();
  if (!member || !MEMBERS_AREA.has(hostProps.route.name)) return null;
  return (
    <HostProvider host={hostProps}>
      <Widget name="likes-companion" props={NO_PROPS} />
    </HostProvider>
  );
}
