/**
 * What a crashed remote shows in its slot: the generic text in the page's language, never a stack
 * trace and never a blank slot. single-spa-react places this class around the remote's root (the
 * shell adds no boundary of its own on top); the shell hears of the crash through `reportCrash`.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { HostProps } from '@dating/shared-contracts';
import { ErrorTextOf } from './texts';

interface CrashProps {
  locale?: HostProps['locale'];
  reportCrash?: HostProps['reportCrash'];
  children?: ReactNode;
}

/** The error boundary of every remote and widget made with the kit. */
export class RemoteCrashBoundary extends Component<CrashProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.reportCrash) this.props.reportCrash(error);
    else console.error('[remote] crashed while rendering', error, info.componentStack);
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <p role="alert" data-testid="remote-crash">
        <ErrorTextOf code="generic" locale={this.props.locale ?? 'nl'} />
      </p>
    );
  }
}
