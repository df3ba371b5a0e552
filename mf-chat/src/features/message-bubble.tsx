/**
 * One message in a conversation: text, gift or photo, time, and for the member's own the sending,
 * sent, held or read state. A photo received by a member who is not premium comes from the server
 * already blurred (locked): it shows under the lock, with a link to premium.
 */
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import type { ChatMessage, Gift } from '@dating/shared-contracts';
import { Button, Check, CircleAlert, CircleCheck, colors, fonts, radii, space } from '@dating/shared-ui';
import { messageTime } from './chat-text';
import { safetyConcerns } from './safety';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  list-style: none;
`;

const Bubble = styled.div<{ $mine: boolean; $failed?: boolean }>`
  max-width: min(75%, 520px);
  padding: ${space[2]}px ${space[3]}px;
  border-radius: ${radii.large};
  background: ${({ $mine }) => ($mine ? colors.primarySoft : colors.surface)};
  border: 1px solid ${({ $failed }) => ($failed ? colors.danger : colors.border)};
  color: ${colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  gap: ${space[1]}px;
  align-items: center;
  justify-content: flex-end;
  margin-top: ${space[1]}px;
  font-size: ${fonts.size.small};
  color: ${colors.muted};
`;

const Note = styled.p`
  margin: ${space[1]}px 0 0;
  padding: ${space[1]}px ${space[2]}px;
  border-radius: ${radii.normal};
  background: ${colors.warningSoft};
  color: ${colors.warningText};
  font-size: ${fonts.size.small};
  white-space: normal;
`;

const GiftPicture = styled.img`
  display: block;
  width: 96px;
  height: 96px;
`;

// A photo's code (the lock, the sizes) loads with the first photo of a conversation: most have none.
const PhotoContent = lazy(() => import(/* webpackChunkName: "chat-photo" */ './photo-content').then((module) => ({ default: module.PhotoContent })));

/** The photo's space while its code loads, so nothing moves when it arrives. */
const PhotoSpace = styled.div`
  width: min(240px, 60vw);
`;

function PhotoPlace({ photo }: { photo: NonNullable<ChatMessage['photo']> }) {
  const largest = photo.sizes.at(-1);
  const ratio = largest?.width && largest.height ? `${largest.width} / ${largest.height}` : '3 / 4';
  return (
    <Suspense fallback={<PhotoSpace style={{ aspectRatio: ratio }} aria-busy="true" />}>
      <PhotoContent photo={photo} />
    </Suspense>
  );
}

/** The text key of a gift's name (the catalogue's ids: rose, heart, champagne, teddy, diamond, star). */
const giftKey = (id: string) => `gift.${id}` as 'gift.rose';

/** The state words of an own message; `sending` and `failed` are sends not answered yet. */
export type BubbleState = NonNullable<ChatMessage['status']> | 'sending' | 'failed';

export function MessageBubble({ message, gifts, state, onRetry, failure }: {
  message: Pick<ChatMessage, 'mine' | 'kind' | 'text' | 'gift_id' | 'photo' | 'sent_at'>;
  gifts: Gift[] | undefined;
  state: BubbleState | null;
  onRetry?: () => void;
  failure?: string;
}) {
  const t = useTexts();
  const { locale } = useHost();
  const gift = message.kind === 'gift' ? gifts?.find((item) => item.id === message.gift_id) : undefined;
  return (
    <Row $mine={message.mine} data-testid="message" data-state={state ?? 'received'}>
      <Bubble $mine={message.mine} $failed={state === 'failed'}>
        {message.kind === 'gift' ? (
          gift ? <GiftPicture src={gift.image} alt={t(giftKey(gift.id))} data-testid="message-gift" /> : <span>{t(giftKey(message.gift_id ?? 'star'))}</span>
        ) : message.kind === 'photo' ? (
          message.photo && <PhotoPlace photo={message.photo} />
        ) : (
          message.text
        )}
        <Meta>
          <time dateTime={message.sent_at}>{messageTime(message.sent_at, locale)}</time>
          {state === 'read' && <><CircleCheck size={14} aria-hidden="true" /><span data-testid="message-read">{t('message.read')}</span></>}
          {state === 'sent' && <><Check size={14} aria-hidden="true" /><span>{t('message.sent')}</span></>}
          {state === 'sending' && <span>{t('message.sending')}</span>}
          {state === 'held' && <span>{t('message.held')}</span>}
          {state === 'failed' && <><CircleAlert size={14} aria-hidden="true" /><span role="alert">{failure ?? t('message.failed')}</span></>}
        </Meta>
        {!message.mine && safetyConcerns(message.text).map((concern) => (
          <Note key={concern} data-testid="safety-note" data-concern={concern}>{t(`safety.${concern}`)}</Note>
        ))}
        {state === 'failed' && onRetry && (
          <Button size="small" variant="outline" onClick={onRetry} data-testid="message-retry">{t('message.retry')}</Button>
        )}
      </Bubble>
    </Row>
  );
}
