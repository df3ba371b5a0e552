/**
 * Segmented tabs (likes given / received, search / match finder). WAI-ARIA tabs with automatic
 * activation: one Tab stop on the chosen tab; Left/Right move and choose; Home/End jump.
 */
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fonts, motion, radii } from './tokens';

/** One tab. */
export interface SegmentedTab {
  id: string;
  label: ReactNode;
  /** e.g. a Badge with a count. */
  extra?: ReactNode;
}

/** Props of SegmentedTabs. */
export interface SegmentedTabsProps {
  tabs: SegmentedTab[];
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The id prefix of the panels (`${idBase}-panel-${tab.id}`), for aria-controls. */
  idBase?: string;
  testId?: string;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${radii.round};
  background: ${colors.skeleton};
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 6px 16px;
  border: 0;
  border-radius: ${radii.round};
  background: ${({ $active }) => ($active ? colors.surface : 'transparent')};
  box-shadow: ${({ $active }) => ($active ? '0 1px 3px rgba(15, 20, 30, 0.15)' : 'none')};
  color: ${({ $active }) => ($active ? colors.primaryDark : colors.text)};
  font: inherit;
  font-weight: ${fonts.weight.bold};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easing};
  &:hover { color: ${colors.primaryDark}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 1px; }
`;

/** A row of tabs; the caller renders the panel with role=tabpanel. */
export function SegmentedTabs({ tabs, value, onChange, label, idBase, testId }: SegmentedTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    if (step) choose(index + step);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
      {tabs.map((tab) => {
        const active = tab.id === value;
        return (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            data-tab={tab.id}
            id={idBase ? `${idBase}-tab-${tab.id}` : undefined}
            aria-controls={idBase ? `${idBase}-panel-${tab.id}` : undefined}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            $active={active}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.extra}
          </Tab>
        );
      })}
    </List>
  );
}
