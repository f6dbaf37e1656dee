import { Component, useContext, type ComponentType, type ReactNode } from 'react';
import { PageNotFoundError } from '../shared/api/notFound';
import { DocumentTitle } from '../shared/layout/DocumentTitle';
import { useLocation } from '../shared/router';
import { NotFoundPage } from './notFoundPage';
import { InitiallyNotFound } from './serverRender';

interface BoundaryProps {
  pathname: string;
  /** the page is known missing from the start (a server-rendered not-found page): shown without throwing */
  missing: boolean;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** the address the page failed at: at another address the page shows again */
  failedAt: string | null;
}

/**
 * Shows the not-found page in place of a page that threw PageNotFoundError (notFoundWhenMissing);
 * any other error goes on to the route's error boundary.
 */
class NotFoundBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: this.props.missing ? new PageNotFoundError(this.props.pathname) : null,
    failedAt: null,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageNotFoundError)) throw error;
    return (
      <>
        <DocumentTitle page="Page Not Found" />
        <NotFoundPage />
      </>
    );
  }
}

/** The page, giving way to the not-found page when what its address names does not exist. */
export function withNotFoundBoundary(Page: ComponentType): ComponentType {
  function PageOrNotFound() {
    const { pathname } = useLocation();
    const missing = useContext(InitiallyNotFound) === pathname;
    return (
      <NotFoundBoundary pathname={pathname} missing={missing}>
        <Page />
      </NotFoundBoundary>
    );
  }
  return PageOrNotFound;
}
