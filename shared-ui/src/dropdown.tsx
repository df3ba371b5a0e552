/**
 * A menu button: a button that opens a menu (profile menu, language menu). Keyboard as the
 * WAI-ARIA menu button pattern: Enter/Space/ArrowDown open on the first item, ArrowUp on the last;
 * arrows, Home and End move; Enter/Space choose; Escape closes and returns focus to the button.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { colors, down, fonts, motion, radii, shadows, zIndex } from './tokens';

/** One menu entry: an action (onSelect) or a link (href; onSelect may still intercept the click). */
export interface DropdownItem {
  id: string;
  label: ReactNode;
  href?: string;
  onSelect?: (event: MouseEvent | KeyboardEvent) => void;
  testId?: string;
}

/** Props of Dropdown. */
export interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when its content is only an icon or avatar. */
  ariaLabel?: string;
  items: DropdownItem[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /** A tighter toggle on phones (below 576 px), for a bar that must keep its items on one row. */
  compact?: boolean;
  /**
   * Place the menu against the viewport, at the toggle, kept inside the screen: for a toggle in a
   * row that scrolls sideways (the bar's entries on phones), whose overflow would clip the menu.
   */
  escapeOverflow?: boolean;
  /** The id of the item whose page is open: the toggle looks active and the item says so (aria-current). */
  current?: string;
  testId?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Toggle = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 6px 10px;
  border: 1px solid transparent;
  border-radius: ${radii.round};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${fonts.weight.bold};
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easing};
  &:hover, &[aria-expanded='true'], &[data-current] { background: ${colors.primarySoft}; color: ${colors.primaryDark}; }
  & > svg:last-child { transition: transform ${motion.fast} ${motion.easing}; }
  &[aria-expanded='true'] > svg:last-child { transform: rotate(180deg); }
  ${({ $compact }) => ($compact ? `${down('sm')} { gap: 2px; min-width: 44px; padding: 6px; justify-content: center; }` : '')}
`;

const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${zIndex.dropdown};
  min-width: 200px;
  margin: 6px 0 0;
  padding: 6px;
  list-style: none;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  box-shadow: ${shadows.overlay};
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 10px 14px;
  border: 0;
  border-radius: ${radii.normal};
  background: transparent;
  color: ${colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover, &:focus { background: ${colors.primarySoft}; color: ${colors.primaryDark}; outline: none; }
  &:focus-visible { box-shadow: inset 0 0 0 2px ${colors.focus}; }
  &[aria-current='page'] { color: ${colors.primaryDark}; font-weight: ${fonts.weight.heavy}; border-inline-start: 3px solid ${colors.primary}; }
`;
const ItemButton = styled.button`${itemStyle}`;
const ItemLink = styled.a`${itemStyle}`;

/** A menu button with its menu. */
export function Dropdown({ label, ariaLabel, items, align = 'start', compact = false, escapeOverflow = false, current, testId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  // Which item gets focus once the menu is rendered: 'first', 'last', or none.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const [placed, setPlaced] = useState<CSSProperties | undefined>(undefined);

  // The menu's place on the screen: below the toggle, on its aligned edge, never past the viewport's sides.
  useLayoutEffect(() => {
    if (!open || !escapeOverflow || !toggleRef.current || !menuRef.current) return;
    const toggle = toggleRef.current.getBoundingClientRect();
    const width = menuRef.current.offsetWidth;
    const margin = 8;
    const wanted = align === 'end' ? toggle.right - width : toggle.left;
    const left = Math.max(margin, Math.min(wanted, window.innerWidth - width - margin));
    setPlaced({ position: 'fixed', top: toggle.bottom, left, right: 'auto' });
  }, [open, escapeOverflow, align]);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const list = menuItems();
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  // A click outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    setOpen(true);
    setFocusOnOpen(where);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setPlaced(undefined);
    if (refocus) toggleRef.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const choose = (item: DropdownItem, event: MouseEvent | KeyboardEvent) => {
    item.onSelect?.(event);
    close(true);
  };

  const onItemKeyDown = (item: DropdownItem) => (event: KeyboardEvent<HTMLElement>) => {
    // Space does not follow links natively and Enter must not also click a button: do both here.
    if (event.key === ' ' || (event.key === 'Enter' && !item.href)) {
      event.preventDefault();
      if (item.href && !item.onSelect) (event.currentTarget as HTMLAnchorElement).click();
      else choose(item, event);
    }
  };

  return (
    <Root ref={rootRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        $compact={compact}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onToggleKeyDown}
        data-current={current ? '' : undefined}
        data-testid={testId}
      >
        {label}
        <ChevronDown size={16} strokeWidth={2.5} aria-hidden="true" />
      </Toggle>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" $align={align} style={placed} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.href ? (
                <ItemLink
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  aria-current={item.id === current ? 'page' : undefined}
                  data-testid={item.testId}
                  onClick={(event) => choose(item, event)}
                  onKeyDown={onItemKeyDown(item)}
                >
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  data-testid={item.testId}
                  onClick={(event) => choose(item, event)}
                  onKeyDown={onItemKeyDown(item)}
                >
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}
