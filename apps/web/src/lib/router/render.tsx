import { Component, type ReactNode } from 'react';
import { RouteContext } from './context';
import type { RouteMatch } from './match';
import type { Location } from './path';

interface BoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

/** Shows the errorElement instead of a route whose subtree threw while rendering; another location clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; location: Location },
  ) {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return this.props.errorElement;
  }
}

/** The matched routes nested from the leaf up: each route's element gets the next one as its outlet. */
export function renderMatches(matches: RouteMatch[] | null, location: Location): ReactNode {
  return (matches ?? []).reduceRight<ReactNode>((outlet, { route, params }) => {
    const element = (
      <RouteContext.Provider value={{ outlet, params }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    );
    return route.errorElement === undefined ? (
      element
    ) : (
      <RouteErrorBoundary location={location} errorElement={route.errorElement}>
        {element}
      </RouteErrorBoundary>
    );
  }, null);
}
