/**
 * Contains a page that throws while rendering: the layout (navigation, badges) stays and the page
 * region shows the error page; going to another page clears it.
 */
import { Component, type ReactNode } from 'react';
import { ErrorPage } from './deferred-parts.js';
import { describeError } from './describe-error.js';
import { ErrorPageBoundary } from './secondary-failure.js';
import { ShellPageRendered } from '../routing/shell-page-rendered.js';

interface Props {
  /** A change (the path) resets the boundary. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
  key: string;
}

export class PageBoundary extends Component<Props, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] the page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPageBoundary>
        <ErrorPage {...describeError(this.state.error)} />
        <ShellPageRendered route="error" />
      </ErrorPageBoundary>
    );
  }
}
