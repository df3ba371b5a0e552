/**
 * The one look of a page that cannot be shown (spec sections 2 and 8): a card with the status as
 * its kicker, what happened as the page heading, and the way home. The shell's error and 404 pages
 * and a remote's own not-found page (an unknown /{token}) wear it alike; each app brings the texts.
 */
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageCard } from './layout';
import { LinkButton } from './link-button';

/** Props of ErrorCard. */
export interface ErrorCardProps {
  /** The HTTP status the page stands for (404, 500…). */
  status: number;
  /** What happened, in the page's language: the page's heading. */
  title: ReactNode;
  /** The link's text ("Back to the home page"). */
  homeLabel: ReactNode;
  /** Where the link goes: a plain anchor, since leaving an error is worth a fresh load. */
  homeHref?: string;
  /** More to say below the heading (a failure's detail). */
  children?: ReactNode;
  'data-testid'?: string;
}

/** An error or not-found page's card. */
export function ErrorCard({ status, title, homeLabel, homeHref = '/', children, 'data-testid': testId = 'error-page' }: ErrorCardProps) {
  return (
    <PageCard data-testid={testId} data-status={status}>
      <EmptyState
        headingLevel={1}
        compact
        kicker={status}
        title={title}
        action={
          <LinkButton href={homeHref} data-testid="error-home-link">
            {homeLabel}
          </LinkButton>
        }
      >
        {children}
      </EmptyState>
    </PageCard>
  );
}
