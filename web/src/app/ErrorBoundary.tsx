import { Component, type ReactNode } from 'react';

/**
 * Catches what its children throw while rendering (a lazy component whose code failed to load, outside the router's
 * own error boundaries) and shows `fallback` instead of leaving a blank page.
 */
export class ErrorBoundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
