/**
 * A conversation: the other profile (with the fictional sign and the site's warning), the history
 * (newest at the bottom, older pages asked when the member scrolls to the top or presses "older"),
 * the member's sends with their states, and the composer. What stops a send is said where the
 * member looks: too few credits (the buy-credits prompt), the free members' conversation limit,
 * held messages until the e-mail is confirmed, the history limit.
 */
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useEndpoint, useHost, usePageHead, useTexts } from '@dating/remote-kit';
import { FREE_CONVERSATIONS, href } from '@dating/shared-contracts';
import {
  Alert, ArrowLeft, Avatar, Button, EmptyState, FictionalNotice, FictionalSign, Flag, Gift as GiftIcon, RouteButton, RouteLink, Sparkles, colors, fonts, space,
} from '@dating/shared-ui';
import { newClientId } from './client-id';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { PhotoButton } from './photo-button';
import { useConversation, type ConversationTarget } from './use-conversation';

// The dialogs (and shared-ui's Modal with them) load when first opened, not with the page: they
// were a tenth of what the chat pages loaded at start, where the JavaScript budget is 200 KB.
const GiftPicker = lazy(() => import(/* webpackChunkName: "chat-dialogs" */ './gift-picker').then((module) => ({ default: module.GiftPicker })));
const Icebreakers = lazy(() => import(/* webpackChunkName: "chat-dialogs" */ './icebreakers').then((module) => ({ default: module.Icebreakers })));
const BuyCreditsWidget = lazy(() => import(/* webpackChunkName: "chat-buy-credits" */ './buy-credits-widget').then((module) => ({ default: module.BuyCreditsWidget })));
const ReportChat = lazy(() => import(/* webpackChunkName: "chat-dialogs" */ './report-chat').then((module) => ({ default: module.ReportChat })));

/** A dialog of the conversation. */
type Picking = 'gift' | 'opener' | 'report';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  /* A phone gets the whole screen; the composer stays above the keyboard (dvh follows it). */
  height: calc(100dvh - 2 * ${space[3]}px);
  min-height: 320px;
  max-width: 880px;
  margin: 0 auto;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 12px;
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space[2]}px;
  padding: ${space[2]}px ${space[3]}px;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${fonts.size.large};
  display: flex;
  align-items: center;
  gap: ${space[1]}px;
`;

const ReportButton = styled(Button)`
  margin-left: auto;
`;

const Scroller = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${space[3]}px;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
`;

const Notes = styled.div`
  display: grid;
  gap: ${space[2]}px;
  padding: 0 ${space[3]}px ${space[2]}px;
  &:empty { display: none; }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${space[2]}px;
`;

export function ConversationView({ target }: { target: ConversationTarget }) {
  const t = useTexts();
  const { navigation, settings, api } = useHost();
  const chat = useConversation(target);
  const gifts = useEndpoint('gifts').data?.gifts;
  const scroller = useRef<HTMLDivElement>(null);
  const [activationSent, setActivationSent] = useState(false);
  const [suggestion, setSuggestion] = useState<{ text: string }>();
  const [picking, setPicking] = useState<Picking | null>(null);
  // A dialog stays mounted once opened (closed, it renders nothing), so what it holds survives a reopening as before.
  const [opened, setOpened] = useState<ReadonlySet<Picking>>(new Set());
  useEffect(() => {
    if (picking) setOpened((dialogs) => (dialogs.has(picking) ? dialogs : new Set(dialogs).add(picking)));
  }, [picking]);
  const mounted = (dialog: Picking) => picking === dialog || opened.has(dialog);
  const { answer, messages, pending } = chat;
  // The tab names the member this conversation is with, once the answer does.
  usePageHead(answer ? { title: t('conversation.pageTitle', { name: answer.profile.name, site: settings.name }) } : null);

  // New messages (and the first page) scroll into view at the bottom; older pages keep the place.
  const newestId = messages[0]?.id ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId, pending.length]);
  const keepPlace = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && keepPlace.current !== null) {
      element.scrollTop = element.scrollHeight - keepPlace.current;
      keepPlace.current = null;
    }
  }, [messages.length]);
  const older = () => {
    keepPlace.current = scroller.current ? scroller.current.scrollHeight - scroller.current.scrollTop : null;
    void chat.loadOlder();
  };
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      if (element.scrollTop < 40 && chat.before !== null && !chat.loadingOlder) older();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  });

  if (chat.error && !answer) {
    return <EmptyState title={t('conversation.error')} action={<Button onClick={() => void chat.reload()}>{t('retry')}</Button>} data-testid="conversation-error" />;
  }
  if (!answer) return <Screen aria-busy="true" data-testid="conversation-loading" />;

  const profile = answer.profile;
  const failedFor = (code: string) => pending.some((send) => send.state === 'failed' && send.failure?.code === code);
  // The buy-credits prompt names what the refused send was, and what it costs.
  const unpaid = pending.find((send) => send.state === 'failed' && send.failure?.code === 'insufficient_credits');
  const unpaidReason = unpaid?.photo ? 'photo' as const : unpaid?.giftId ? 'gift' as const : 'message' as const;
  const unpaidCost = { photo: settings.photo_credits, gift: settings.gift_credits, message: answer.message_cost }[unpaidReason];
  const held = messages.some((message) => message.status === 'held');
  const sign = settings.fictional_icon || undefined;
  const photo = profile.photo?.sizes[0]?.url ?? null;

  return (
    <Screen data-testid="conversation">
      <Header>
        <RouteLink navigation={navigation} to="chats" aria-label={t('conversation.back')} data-testid="conversation-back">
          <ArrowLeft size={22} aria-hidden="true" />
        </RouteLink>
        <Avatar src={photo} name={profile.name} size={40} decorative />
        <Name>
          <a href={href('members-id', { id: profile.id })} onClick={(event) => { event.preventDefault(); navigation.to('members-id', { id: String(profile.id) }); }}>
            {profile.name}
          </a>
          {profile.fictional && <FictionalSign icon={sign} label={settings.fictional_singular} data-testid="conversation-fictional" />}
        </Name>
        {chat.conversationId !== null && (
          <ReportButton size="small" variant="ghost" icon={<Flag size={16} aria-hidden="true" />} onClick={() => setPicking('report')} data-testid="report-open">
            {t('report.open')}
          </ReportButton>
        )}
      </Header>
      <Scroller ref={scroller} data-testid="conversation-messages">
        {chat.before !== null && (
          <Centered><Button size="small" variant="ghost" onClick={older} loading={chat.loadingOlder} data-testid="conversation-older">{t('conversation.older')}</Button></Centered>
        )}
        {chat.historyLimited && (
          <Alert kind="info" data-testid="history-limit">
            {t('conversation.historyLimit')} <RouteLink navigation={navigation} to="premium">{t('premium.link')}</RouteLink>
          </Alert>
        )}
        {messages.length === 0 && pending.length === 0 && <EmptyState compact title={t('conversation.empty', { name: profile.name })} />}
        <List aria-label={t('conversation.messages')}>
          {[...messages].reverse().map((message) => (
            <MessageBubble key={message.id} message={message} gifts={gifts} state={message.status} />
          ))}
          {pending.map((send) => (
            <MessageBubble
              key={send.clientId}
              message={{
                mine: true, kind: send.photo ? 'photo' : send.giftId ? 'gift' : 'text', text: send.text ?? null, gift_id: send.giftId ?? null,
                photo: send.photo ? { locked: false, sizes: [{ url: send.photo.preview, width: 0, height: 0 }] } : null, sent_at: new Date().toISOString(),
              }}
              gifts={gifts}
              state={send.state}
              failure={send.failure?.message || undefined}
              onRetry={() => void chat.deliver(send)}
            />
          ))}
        </List>
      </Scroller>
      <Notes>
        {profile.fictional && (
          <Alert kind="info" data-testid="fictional-warning"><FictionalNotice icon={sign} label={settings.fictional_singular} text={settings.fictional_warning} /></Alert>
        )}
        {held && (
          <Alert kind="warning" data-testid="held-note">
            {t('conversation.held')}{' '}
            {activationSent ? t('conversation.activationSent') : (
              <Button size="small" variant="link" onClick={() => void api.call('resendActivation').then(() => setActivationSent(true))} data-testid="resend-activation">
                {t('conversation.resendActivation')}
              </Button>
            )}
          </Alert>
        )}
        {failedFor('premium_only') && (
          <Alert kind="warning" data-testid="premium-only">
            {t('conversation.premiumOnly', { count: FREE_CONVERSATIONS })} <RouteButton navigation={navigation} to="premium" size="small" variant="secondary">{t('premium.link')}</RouteButton>
          </Alert>
        )}
        {failedFor('insufficient_credits') && (
          <div data-testid="buy-credits">
            <Alert kind="warning">
              {t('conversation.noCredits')} <RouteButton navigation={navigation} to="credits" size="small" variant="secondary" data-testid="buy-credits-link">{t('credits.link')}</RouteButton>
            </Alert>
            <Suspense fallback={null}>
              <BuyCreditsWidget reason={unpaidReason} needed={unpaidCost} />
            </Suspense>
          </div>
        )}
      </Notes>
      <Composer
        cost={answer.message_cost}
        freeLeft={answer.free_messages_left}
        onSend={(send) => chat.deliver({ ...send, state: 'sending' })}
        suggestion={suggestion}
        tools={
          <>
            {messages.length === 0 && pending.length === 0 && (
              <Button type="button" size="small" variant="outline" icon={<Sparkles size={16} aria-hidden="true" />} onClick={() => setPicking('opener')} data-testid="open-icebreakers">
                {t('icebreaker.open')}
              </Button>
            )}
            <PhotoButton
              cost={settings.photo_credits}
              onChoose={(file) => void chat.deliver({ clientId: newClientId(), photo: { file, preview: URL.createObjectURL(file) }, state: 'sending' })}
            />
            {gifts && gifts.length > 0 && (
              <Button type="button" size="small" variant="outline" icon={<GiftIcon size={16} aria-hidden="true" />} onClick={() => setPicking('gift')} data-testid="open-gifts">
                {t('gifts.open')}
              </Button>
            )}
          </>
        }
      />
      <Suspense fallback={null}>
        {chat.conversationId !== null && mounted('report') && (
          <ReportChat open={picking === 'report'} conversation={chat.conversationId} name={profile.name} onClose={() => setPicking(null)} />
        )}
        {mounted('opener') && (
          <Icebreakers open={picking === 'opener'} name={profile.name} onClose={() => setPicking(null)} onChoose={(text) => { setPicking(null); setSuggestion({ text }); }} />
        )}
        {gifts && mounted('gift') && (
          <GiftPicker open={picking === 'gift'} gifts={gifts} onClose={() => setPicking(null)} onChoose={(gift) => { setPicking(null); void chat.deliver({ clientId: newClientId(), giftId: gift.id, state: 'sending' }); }} />
        )}
      </Suspense>
    </Screen>
  );
}
