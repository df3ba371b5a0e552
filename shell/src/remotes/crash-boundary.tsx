/**
 * Guards the shell's side of a remote slot. A remote's own crash is the remote's to show (the
 * remote kit's boundary shows the generic text in place); this catches failures of the slot itself.
 */
import { Component, type ReactNode } from 'react';

/** Catches errors of the shell's own slot rendering. */
export class SlotBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
