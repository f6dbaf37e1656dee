import { Component, lazy, Suspense, type ReactNode } from 'react';

// the last-resort page loads only when a page has crashed
const RouteErrorPage = lazy(() =>
  import('./RouteErrorPage').then((module) => ({ default: module.RouteErrorPage })),
);

/** Shows RouteErrorPage instead of the layout and page that threw. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
