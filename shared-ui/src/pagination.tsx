/**
 * Page links for long lists (search results, transactions): previous, numbers with gaps, next.
 * Real links when `hrefFor` is given (open in new tab works), the current page has aria-current.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { colors, fonts, radii } from './tokens';

/** Props of Pagination; labels are translated by the caller. */
export interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
  'data-testid'?: string;
}

/** The pages to show: first, last, and two around the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  border-radius: ${radii.round};
  color: ${({ $current }) => ($current ? colors.onColor : colors.text)};
  background: ${({ $current }) => ($current ? colors.primary : 'transparent')};
  font-weight: ${fonts.weight.bold};
  text-decoration: none;
  &:hover { background: ${({ $current }) => ($current ? colors.primaryDark : colors.primarySoft)}; color: ${({ $current }) => ($current ? colors.onColor : colors.primaryDark)}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  &[aria-disabled='true'] { color: ${colors.muted}; pointer-events: none; opacity: 0.6; }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 4px;
  color: ${colors.muted};
`;

/** The page navigation. */
export function Pagination({ page, pageCount, hrefFor, onNavigate, labels, 'data-testid': testId }: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (target: number) => ({
    href: hrefFor(target),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(target, event),
  });
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav aria-label={labels.nav} data-testid={testId}>
      <List>
        <li>
          <Item {...(first ? {} : link(page - 1))} aria-disabled={first || undefined} aria-label={labels.previous} rel="prev">
            <ChevronLeft size={20} aria-hidden="true" />
          </Item>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={p}>
              <Item {...link(p)} $current={p === page} aria-current={p === page ? 'page' : undefined} aria-label={labels.page(p)}>
                {p}
              </Item>
            </li>
          ),
        )}
        <li>
          <Item {...(last ? {} : link(page + 1))} aria-disabled={last || undefined} aria-label={labels.next} rel="next">
            <ChevronRight size={20} aria-hidden="true" />
          </Item>
        </li>
      </List>
    </nav>
  );
}
