/**
 * What every lander shares: a hero (heading, line, signup button, the page's own visual), then the
 * page's design, the closing call and the trust signals. Each lander fills in only its design.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, space, typeScale, up } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { ClosingCall, SignupButton } from './signup-call';
import { TrustSignals } from './trust-signals';
import { useNiche } from './lander-data';

/** The text key naming each niche's members (spec section 9). */
const NICHE_AUDIENCE = {
  1: 'niche.1', 2: 'niche.2', 3: 'niche.3', 4: 'niche.4', 5: 'niche.5', 6: 'niche.6', 7: 'niche.7',
} as const;

/** Who the page's niche is about, in the page language ("singles", "MILFs"…). */
export function useAudience(): string {
  const t = useTexts();
  const niche = useNiche() as keyof typeof NICHE_AUDIENCE;
  return t(NICHE_AUDIENCE[niche] ?? NICHE_AUDIENCE[1]);
}

const Hero = styled.section<{ $tone: 'light' | 'dark' }>`
  display: grid;
  gap: ${space[5]}px;
  align-items: center;
  padding: ${space[5]}px ${space[4]}px ${space[6]}px;
  background: ${(p) => (p.$tone === 'dark' ? '#141a2e' : `linear-gradient(180deg, ${colors.primarySoft}, ${colors.background})`)};
  color: ${(p) => (p.$tone === 'dark' ? colors.onColor : colors.text)};
  grid-template-areas: 'head' 'visual' 'body';
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
    grid-template-areas: 'head visual' 'body visual';
    align-content: center;
    padding: ${space[7]}px max(${space[6]}px, calc((100% - 1120px) / 2));
  }
  h1 { margin: 0; font-size: ${typeScale['3xl']}; ${up('md')} { font-size: ${typeScale['4xl']}; } }
  p { margin: 0 0 ${space[5]}px; font-size: ${fonts.size.large}; }
`;

const Visual = styled.div`
  grid-area: visual;
  min-width: 0;
`;

const Head = styled.div`
  grid-area: head;
  ${up('md')} { align-self: end; }
`;

const Body = styled.div`
  grid-area: body;
  ${up('md')} { align-self: start; }
`;

/** Props of LanderFrame. */
export interface LanderFrameProps {
  /** Names the design in the DOM (data-lander), for tests and analytics. */
  name: string;
  title: string;
  lead: string;
  /** The hero's own visual (deck, collage, map…). */
  visual: ReactNode;
  /** The design's further sections under the hero. */
  children?: ReactNode;
  tone?: 'light' | 'dark';
}

/** A lander: hero with the signup button, the design's sections, the closing call, trust signals. */
export function LanderFrame({ name, title, lead, visual, children, tone = 'light' }: LanderFrameProps) {
  return (
    <article data-lander={name} data-testid="lander">
      <Hero $tone={tone} aria-labelledby="lander-title">
        <Head><h1 id="lander-title">{title}</h1></Head>
        <Visual>{visual}</Visual>
        <Body>
          <p>{lead}</p>
          <SignupButton />
        </Body>
      </Hero>
      {children}
      <ClosingCall />
      <TrustSignals />
    </article>
  );
}
