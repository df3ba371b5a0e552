/**
 * The composer: a text area that shows how many characters remain (the site's message_length) and
 * a send button that says what the send costs before it is pressed ("Send · 10 credits"). The text
 * keeps one client id until it changes, so a double click sends the same message twice and the
 * server answers the first: one message, one charge.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import { Button, MessageCircle, colors, fonts, radii, space, up } from '@dating/shared-ui';
import { characters } from './chat-text';
import { newClientId } from './client-id';

/*
 * On a phone the send button, whose label says the price ("Senden · 10 Credits"), takes a row of
 * its own under the tools and the characters left: beside them it left the count a wrapped sliver
 * in German. From the small breakpoint up it shares the row under the text with them.
 */
const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  grid-template-areas: 'text' 'under' 'send';
  ${up('sm')} {
    grid-template-columns: 1fr auto;
    grid-template-areas: 'text text' 'under send';
  }
  gap: ${space[2]}px;
  align-items: center;
  padding: ${space[2]}px ${space[3]}px;
  /* Above the phone's home bar and on-screen keyboard (the layout's viewport resizes with it). */
  padding-bottom: calc(${space[2]}px + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
`;

/* The tools and the characters left: the count keeps to the row's end, and moves under the tools when they fill the row. */
const Under = styled.div`
  grid-area: under;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]}px;
  & > * { flex: 0 0 auto; max-width: 100%; }
`;

const Area = styled.textarea`
  grid-area: text;
  width: 100%;
  box-sizing: border-box;
  min-height: 44px;
  max-height: 160px;
  resize: vertical;
  padding: ${space[2]}px ${space[3]}px;
  border: 1px solid ${colors.controlBorder};
  border-radius: ${radii.normal};
  font: inherit;
  color: ${colors.text};
  background: ${colors.surface};
`;

const Left = styled.p<{ $over: boolean }>`
  margin: 0 0 0 auto;
  white-space: nowrap;
  font-size: ${fonts.size.small};
  color: ${({ $over }) => ($over ? colors.danger : colors.muted)};
`;

const SendButton = styled(Button)`
  grid-area: send;
`;

export interface ComposerProps {
  /** What one message costs now (0 while free messages last). */
  cost: number;
  freeLeft: number;
  onSend: (send: { clientId: string; text: string }) => Promise<boolean>;
  disabled?: boolean;
  /** Text put in from outside (an icebreaker): a new object each time, so the same line can be chosen twice. */
  suggestion?: { text: string };
  /** Extra buttons beside the send button (gifts, an opener). */
  tools?: ReactNode;
}

export function Composer({ cost, freeLeft, onSend, disabled, suggestion, tools }: ComposerProps) {
  const t = useTexts();
  const { settings } = useHost();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const clientId = useRef(newClientId());
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!suggestion) return;
    setText(suggestion.text);
    clientId.current = newClientId();
    area.current?.focus();
  }, [suggestion]);
  const max = settings.message_length;
  const left = max - characters(text);
  const empty = text.trim().length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || left < 0 || disabled) return;
    const send = { clientId: clientId.current, text: text.trim() };
    setSending(true);
    // The text leaves the box at once: a failed send stays in the conversation with its retry.
    setText('');
    clientId.current = newClientId();
    try {
      await onSend(send);
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event as unknown as FormEvent);
  };

  const label = cost === 0 ? t('composer.sendFree', { count: freeLeft }) : t('composer.send', { credits: cost });
  return (
    <Form onSubmit={(event) => void submit(event)} data-testid="composer">
      <Area
        ref={area}
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={text}
        rows={1}
        onChange={(event) => {
          setText(event.target.value);
          clientId.current = newClientId();
        }}
        onKeyDown={onKeyDown}
        aria-describedby="composer-left"
        data-testid="composer-text"
      />
      <SendButton type="submit" variant="secondary" icon={<MessageCircle size={18} aria-hidden="true" />} disabled={empty || left < 0 || disabled} loading={sending} data-testid="composer-send">
        {label}
      </SendButton>
      <Under>
        {tools}
        <Left id="composer-left" $over={left < 0} aria-live="polite" data-testid="composer-left">
          {left < 0 ? t('composer.over', { count: -left }) : t('composer.left', { count: left })}
        </Left>
      </Under>
    </Form>
  );
}
