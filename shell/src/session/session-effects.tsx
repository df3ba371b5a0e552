/**
 * The session's side effects on the page: the "(n) " title prefix and the app badge with every
 * badge total added up (unread messages plus new likes).
 */
import { useEffect } from 'react';
import { useSession } from '../shell/services.js';
import { attentionCount } from './counts.js';
import { keepTitlePrefixed } from './title.js';
import { showAppBadge } from './app-badge.js';

export function SessionEffects() {
  const { counts } = useSession();
  const count = attentionCount(counts);

  useEffect(() => {
    showAppBadge(count);
    return keepTitlePrefixed(document, count);
  }, [count]);

  return null;
}
