/** A toggle chip (interests, filters): a button with aria-pressed; a group of them wraps. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Check } from 'lucide-react';
import { colors, fonts, motion, radii, space } from './tokens';

/** Props of Chip. */
export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  selected: boolean;
  onChange?: (selected: boolean) => void;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

const Pill = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 6px 16px;
  border: 1.5px solid ${({ $selected }) => ($selected ? colors.primary : colors.controlBorder)};
  border-radius: ${radii.round};
  background: ${({ $selected }) => ($selected ? colors.primarySoft : colors.surface)};
  color: ${({ $selected }) => ($selected ? colors.primaryDark : colors.text)};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? fonts.weight.bold : fonts.weight.medium)};
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing};
  &:hover:not(:disabled) { border-color: ${colors.primary}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** A wrapping row of chips. */
export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
`;

/** One chip; pressing it (click, Enter, Space) flips `selected`. */
export function Chip({ selected, onChange, icon, children, onClick, ...rest }: ChipProps) {
  return (
    <Pill
      type="button"
      {...rest}
      $selected={selected}
      aria-pressed={selected}
      onClick={(event) => {
        onClick?.(event);
        onChange?.(!selected);
      }}
    >
      {selected ? <Check size={16} strokeWidth={3} aria-hidden="true" /> : icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </Pill>
  );
}
