/** /likes/m/{id}: one match: both photos, when it happened, and the way to chat. */
import styled from 'styled-components';
import { useHost, useMember, usePageHead, useTexts } from '@dating/remote-kit';
import { Avatar, Button, Card, EmptyState, Heart, MessageCircle, RouteLink, Skeleton, Stack, colors, space } from '@dating/shared-ui';
import { photoUrl, useLikesOf } from '../features/likes-data';

const Pair = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[4]}px;
  color: ${colors.secondaryDark};
`;

const Centre = styled(Stack)`
  align-items: center;
  text-align: center;
`;

export function MatchPage() {
  const t = useTexts();
  const { route, navigation, locale, settings } = useHost();
  const member = useMember();
  const id = Number(route.params.id);
  // This profile's likes only: a match far down the list needs no other page.
  const { data } = useLikesOf(Number.isInteger(id) && id > 0 ? id : null);
  const match = data?.matches.find((entry) => entry.id === id);
  usePageHead(match ? { title: t('match.pageTitle', { name: match.name, site: settings.name }) } : null);

  if (!data && Number.isInteger(id) && id > 0) return <Card aria-busy="true"><Skeleton height="240px" /></Card>;
  if (!match) {
    return (
      <Card data-testid="match-page">
        <EmptyState
          title={t('match.missing')}
          action={<Button onClick={() => navigation.to('likes-type', { type: 'matches' })}>{t('match.back')}</Button>}
        />
      </Card>
    );
  }
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(match.liked_at));
  const own = member?.profile.main_image;
  return (
    <Card data-testid="match-page">
      <Centre $gap={4}>
        <h1>{t('match.title', { name: match.name })}</h1>
        <Pair>
          <Avatar src={own ? `${settings.cdn_prefix}${own.thumb_filename}` : undefined} name={member?.profile.name ?? ''} size={120} />
          <Heart size={32} aria-hidden />
          <Avatar src={photoUrl(match)} name={match.name} size={120} />
        </Pair>
        <p data-testid="match-when">{t('match.when', { when })}</p>
        <Button variant="secondary" icon={<MessageCircle size={18} aria-hidden />} onClick={() => navigation.to('members-id-chat', { id: String(id) })} data-testid="match-chat">
          {t('match.chat', { name: match.name })}
        </Button>
        <RouteLink navigation={navigation} to="likes-type" params={{ type: 'matches' }}>{t('match.back')}</RouteLink>
      </Centre>
    </Card>
  );
}
