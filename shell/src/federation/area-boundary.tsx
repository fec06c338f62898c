// Error boundary around every remote area: a failure stays inside its area. A chunk that no
// longer exists (a new deploy) reloads the page once; anything else offers a retry.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@league/shared';

const RELOAD_KEY = 'league.chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? ''));
}

/** Reloads once per page for a chunk-load failure; returns false when it already did. */
export function reloadOnceForChunk(storage: Storage = sessionStorage, location: Location = window.location): boolean {
  const marker = location.pathname + location.search;
  if (storage.getItem(RELOAD_KEY) === marker) return false;
  storage.setItem(RELOAD_KEY, marker);
  location.reload();
  return true;
}

export function clearChunkReloadMarker(storage: Storage = sessionStorage): void {
  storage.removeItem(RELOAD_KEY);
}

interface Props {
  area: string;
  message: string;
  onRetry: () => void;
  children: ReactNode;
}

export class AreaBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}] failed`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadOnceForChunk();
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <ErrorState message={this.props.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
