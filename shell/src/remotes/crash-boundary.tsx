/**
 * Error boundaries around remotes. RemoteCrashBoundary is handed to the remote as the
 * `errorBoundaryClass` parcel prop, which single-spa-react places around the remote's own tree
 * (React is a singleton, so a shell component works inside the remote's root): a remote that
 * throws while rendering reports to its slot instead of leaving it blank. SlotBoundary guards the
 * shell's side of the slot.
 */
import { Component, type ReactNode } from 'react';

interface CrashProps {
  reportCrash?: (error: unknown) => void;
  children?: ReactNode;
}

/** Placed by single-spa-react around a remote's root component; receives all parcel props. */
export class RemoteCrashBoundary extends Component<CrashProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.reportCrash?.(error);
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}

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
