/**
 * Widgets: small parcels one remote exposes and any app mounts by name (the like button, the
 * match modal…). Each is declared once here, with its owning remote, exposed module and props,
 * so no app imports another's code: `<Widget name="signup-modal" props={…} />` (remote kit).
 */
import type { HostProps } from './host-props.js';

/** The props of each widget, by name (beyond the host props every widget receives). */
export interface WidgetProps {
  /** mf-account's signup steps, as the shell's signup modal shows them. */
  'signup-modal': {
    /** The step to open at (1-based). */
    step?: number;
    /** Asks the modal around the widget to close (after signup, when the member goes on). */
    closeModal?: () => void;
  };
  /** mf-likes' like button for a profile (on profile pages and profile cards of any remote). */
  'like-button': {
    /** The profile to like or unlike. */
    profileId: number;
    /** `card`: a compact round icon button over a profile card; `profile`: a full button with its text. */
    variant?: 'card' | 'profile';
  };
  /** mf-likes' companion in the members area: auto-like, the like popup (`?t=`), the match modal and `?lb` page-bounce logging. */
  'likes-companion': Record<string, never>;
  /**
   * mf-payments' prompt to buy credits where a member ran out of them (spec section 8: insufficient
   * credits to send a message, prompt to buy credits), e.g. mf-chat's composer.
   */
  'buy-credits-prompt': {
    /** What the credits were for: its text says so. */
    reason: 'message' | 'gift' | 'photo';
    /** Credits the refused action costs (the member's balance is in the session). */
    needed?: number;
    /** Asks the app around the widget to close it (the member went to buy, or said no). */
    close?: () => void;
  };
  /** mf-payments' time-bonus modal (spec sections 4 and 9), mounted by the shell in the members area. */
  'time-bonus-modal': {
    /**
     * When the modal is due (epoch ms): TIME_BONUS_MODAL_DELAY_MS after the member entered the
     * members area, which the shell knows; the shell mounts the widget only shortly before. Without
     * it (a shell from before), it is due that long after the widget mounts.
     */
    dueAt?: number;
  };
}

/** A widget's name. */
export type WidgetName = keyof WidgetProps;

/** Where a widget lives: its remote and the module that remote exposes for it. */
export interface WidgetDeclaration {
  remote: string;
  exposed: string;
  /** A small widget inside cards or button rows: when it fails, its fallback is one Retry button, not a box. */
  inline?: boolean;
}

/** Every widget of the site. */
export const WIDGETS: { readonly [N in WidgetName]: WidgetDeclaration } = {
  'signup-modal': { remote: 'mf-account', exposed: 'signup-modal' },
  'like-button': { remote: 'mf-likes', exposed: 'like-button', inline: true },
  'likes-companion': { remote: 'mf-likes', exposed: 'likes-companion' },
  'buy-credits-prompt': { remote: 'mf-payments', exposed: 'buy-credits-prompt' },
  'time-bonus-modal': { remote: 'mf-payments', exposed: 'time-bonus-modal' },
};

/** What to mount: a widget, its props, and the host props of the app that shows it. */
export interface WidgetRequest<N extends WidgetName = WidgetName> {
  name: N;
  props: WidgetProps[N];
  host: HostProps;
}

/** A mounted widget. */
export interface MountedWidget {
  /** New props (or host props) for the same widget. */
  update(request: WidgetRequest): void;
  unmount(): void;
}

/** The shell's way to mount widgets: its loader, with the same contained fallback (Retry) as a page. */
export interface WidgetHost {
  mount(element: HTMLElement, request: WidgetRequest): MountedWidget;
}
