/**
 * The frame around everything the shell renders: the page store, theme, global styles and texts.
 * Its own module (without the router and remote loading) so the server's layout renderer
 * (src/server.tsx) wraps the layout in the very frame the browser uses.
 */
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { GlobalStyle, ThemeProvider } from '@dating/shared-ui';
import type { Locale } from '@dating/shared-contracts';
import type { Messages } from '../i18n/messages.js';
import { LocalizedIntl } from '../locale/intl.js';
import type { PageStore } from './page-store.js';

/** What the frame needs: the page store (the locale lives in it) and the texts loaded at start. */
export interface FrameProps {
  store: PageStore;
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}

/** Page store, theme, global styles and texts, for the app, the start failure page and the layout rendered ahead alike. */
export function Frame({ store, initial, children }: FrameProps) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <LocalizedIntl initial={initial}>{children}</LocalizedIntl>
      </ThemeProvider>
    </JotaiProvider>
  );
}
