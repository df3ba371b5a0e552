/**
 * The session's side effects on the page: the periodic member refetch, the "(n) " title prefix
 * and the app badge with unread messages plus new likes.
 */
import { useEffect } from 'react';
import { useServices, useSession } from '../shell/services.js';
import { attentionCount } from '../navigation/nav-badges.js';
import { startMemberRefetch } from './refetch.js';
import { isPushSubscribed } from './push-subscription.js';
import { keepTitlePrefixed } from './title.js';
import { showAppBadge } from './app-badge.js';

export function SessionEffects() {
  const { session } = useServices();
  const { unreadMessages, newLikes } = useSession();
  const count = attentionCount(unreadMessages, newLikes);

  useEffect(() => startMemberRefetch({ refresh: session.refresh, isPushSubscribed: () => isPushSubscribed() }), [session]);

  useEffect(() => {
    showAppBadge(count);
    return keepTitlePrefixed(document, count);
  }, [count]);

  return null;
}
