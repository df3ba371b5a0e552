/**
 * When the error page itself fails: 'An error occurred while showing the error page' with
 * 'Go back to home' (spec section 8). It reads react-intl's context directly, since a broken
 * provider may be why it shows; then it falls back to English.
 */
import { Component, useContext, type ReactNode } from 'react';
import { IntlContext } from 'react-intl';
import styled from 'styled-components';
import { LinkButton, PageCard, fonts, space } from '@dating/shared-ui';

// Plain pieces only (no illustration, no texts hook): whatever broke the error page must not break this.
const Frame = styled(PageCard)`
  text-align: center;
  & h1 { margin: 0 0 ${space[5]}px; font-size: ${fonts.size.title}; }
`;

const ENGLISH = {
  'error.secondary': 'An error occurred while showing the error page',
  'error.secondaryHome': 'Go back to home',
} as const;

function SecondaryFailure() {
  const intl = useContext(IntlContext);
  const text = (id: keyof typeof ENGLISH) => {
    try {
      return intl ? intl.formatMessage({ id, defaultMessage: ENGLISH[id] }) : ENGLISH[id];
    } catch {
      return ENGLISH[id];
    }
  };
  return (
    <Frame data-testid="secondary-error">
      <h1>{text('error.secondary')}</h1>
      <LinkButton href="/">{text('error.secondaryHome')}</LinkButton>
    </Frame>
  );
}

/** Shows the secondary failure when its children (an error page) throw. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] the error page failed', error);
  }

  render() {
    return this.state.failed ? <SecondaryFailure /> : this.props.children;
  }
}
