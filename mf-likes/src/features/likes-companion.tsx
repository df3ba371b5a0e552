/**
 * mf-likes' companion in the members area (widget 'likes-companion', mounted once by the shell):
 * the likes go live (a like received or a match made, heard on the shell's event stream, asks the
 * likes again, and a match the account was not told of shows "It's a match", on both members'
 * pages, whichever way the match was made: profile, card or swipe game), the auto-like a little
 * after the member arrives (the site's auto_like_delay_seconds; the server gives one a member's
 * day, stored on the account; this browser session asks once), the like popup of `?t=<seconds>`,
 * and `?lb` page-bounce logging.
 */
import { useEffect, useRef, useState } from 'react';
import { useEndpoint, useHost, useMember, useRevalidate, useServerEvent, useServerResync } from '@dating/remote-kit';
import { AUTO_LIKE_RELOAD_MS, USER_REFETCH_MS } from '@dating/shared-contracts';
import { photoUrl, useLikes } from './likes-data';
import { LikePopup } from './like-popup';
import { MatchModal, type MatchModalProfile } from './match-modal';
import { dropPopupQuery, logPageBounces, popupDelaySeconds } from './route-query';
import { claimAnnouncement, markMatchAnnounced, matchToAnnounce } from './seen-matches';

const autoLikeKey = (memberId: number) => `likes-auto-like-asked:${memberId}`;

/** Whether this browser session already asked for the auto-like (the server's once a day is the rule; this saves the asking). */
function askedThisSession(memberId: number): boolean {
  try {
    return sessionStorage.getItem(autoLikeKey(memberId)) !== null;
  } catch {
    return false;
  }
}

function rememberAsked(memberId: number): void {
  try {
    sessionStorage.setItem(autoLikeKey(memberId), new Date().toISOString());
  } catch {
    // Without storage the account's once-a-day rule still holds.
  }
}

export function LikesCompanion() {
  const { api, route, settings, navigation } = useHost();
  const member = useMember();
  const { data, mutate } = useLikes();
  const [modal, setModal] = useState<MatchModalProfile | null>(null);
  const [popupId, setPopupId] = useState<number | null>(null);
  const popupFor = useRef<string | null>(null);

  // Live: a like or a match reaches this tab over the stream; every likes answer on the page asks again.
  const revalidate = useRevalidate();
  useServerEvent('like.received', () => void revalidate('likes'));
  useServerEvent('match.created', (match) => {
    void revalidate('likes');
    // Said at once from the event (who it is comes with it); the likes answer is the fallback.
    if (!claimAnnouncement(api, match.profile_id)) return;
    const image = match.main_image ? `${settings.cdn_prefix}${match.main_image.match}` : '';
    setModal({ id: match.profile_id, name: match.name, image, fictional: match.fictional, kind: 'match' });
  });
  useServerResync(() => void revalidate('likes'));

  // And the spec's periodic refetch of the likes with the member (section 9), whatever the stream does.
  useEffect(() => {
    const timer = setInterval(() => void mutate(), USER_REFETCH_MS);
    return () => clearInterval(timer);
  }, [mutate]);

  // The auto-like: once per session, a little after entering the members area.
  useEffect(() => {
    if (!member || askedThisSession(member.id)) return;
    let reload: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(async () => {
      // Another tab of this session may have asked meanwhile.
      if (askedThisSession(member.id)) return;
      rememberAsked(member.id);
      try {
        const { profile } = await api.call('autoLike');
        if (!profile) return;
        const image = profile.main_image ? `${settings.cdn_prefix}${profile.main_image.match}` : '';
        setModal({ id: profile.id, name: profile.name, image, fictional: profile.fictional, kind: 'like' });
        reload = setTimeout(() => void mutate(), AUTO_LIKE_RELOAD_MS);
      } catch {
        // An auto-like is a nicety: a failure shows nothing.
      }
    }, settings.auto_like_delay_seconds * 1000);
    return () => {
      clearTimeout(timer);
      clearTimeout(reload);
    };
  }, [member?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // A match the account was not told of yet (the other member liked back, or this member swiped right).
  useEffect(() => {
    if (!member || !data) return;
    // The newest page of matches: a match made since the last look is at its top.
    const fresh = matchToAnnounce(data.matches, data.matches_announced_until);
    if (!fresh) return;
    markMatchAnnounced(api, fresh.id);
    setModal({ id: fresh.id, name: fresh.name, image: photoUrl(fresh), fictional: fresh.fictional, kind: 'match' });
  }, [member?.id, data]); // eslint-disable-line react-hooks/exhaustive-deps

  // ?t=<seconds>: the like popup after that many seconds; t leaves the address bar at once.
  useEffect(() => {
    const seconds = popupDelaySeconds(route.query);
    const key = `${route.path}?t=${route.query.t}`;
    if (seconds === null || popupFor.current === key) return;
    popupFor.current = key;
    dropPopupQuery();
    const target = route.name === 'members-id' ? Number(route.params.id) : null;
    const timer = setTimeout(() => setPopupId(target ?? -1), seconds * 1000);
    return () => clearTimeout(timer);
  }, [route.path, route.query.t]); // eslint-disable-line react-hooks/exhaustive-deps

  // ?lb: page-bounce logging while the flag is on the page.
  useEffect(() => (route.query.lb !== undefined ? logPageBounces() : undefined), [route.query.lb]);

  // The popup's profile: the profile page's own, else the newest like the member received.
  const newestLiker = data?.liked_by[0];
  const popupProfileId = popupId === -1 ? (newestLiker?.id ?? null) : popupId;
  const { data: shown } = useEndpoint(popupProfileId !== null && popupProfileId !== newestLiker?.id ? 'profile' : null, { id: popupProfileId ?? 0 });
  const popupProfile = popupProfileId === null ? null
    : popupProfileId === newestLiker?.id ? { id: newestLiker.id, name: newestLiker.name, image: photoUrl(newestLiker, 120) }
      : shown ? { id: shown.profile.id, name: shown.profile.name, image: photoUrl(shown.profile, 120) } : null;

  return (
    <>
      {popupProfile && !modal && <LikePopup profile={popupProfile} onClose={() => setPopupId(null)} />}
      {modal && (
        <MatchModal
          profile={modal}
          onClose={() => setModal(null)}
          onOpen={(id) => {
            setModal(null);
            navigation.to('members-id', { id: String(id) });
          }}
          onMessage={(id) => {
            setModal(null);
            navigation.to('members-id-chat', { id: String(id) });
          }}
        />
      )}
    </>
  );
}
