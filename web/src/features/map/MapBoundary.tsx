// Around a lazily loaded Leaflet map: a chunk that fails to load, or a map that throws, shows the fallback while
// the rest of the page (filters, coordinate inputs) keeps working; the failure is worth a console line.
import { Component, type ReactNode } from 'react';

export class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The map could not be loaded', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
