/** The icon that marks a kind of message (alerts, toasts), in the kind's colour. */
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { colors, messageKindColors, type MessageKind } from './tokens';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

/** A decorative icon for a message kind; warnings take the darker amber so the icon stands out. */
export function MessageIcon({ kind, size = 22 }: { kind: MessageKind; size?: number }) {
  const Icon = ICONS[kind];
  const colour = kind === 'warning' ? colors.warningText : messageKindColors[kind];
  return <Icon size={size} color={colour} strokeWidth={2.25} aria-hidden="true" style={{ flex: 'none' }} />;
}
