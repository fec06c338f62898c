import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@league/shared';

/** Last line of defence: a fatal error shows a message with a reload button (spec §8). */
export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] fatal error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="lg-not-found" role="alert">
        <p>{i18n.t('common:state.fatal')}</p>
        <button type="button" className="lg-button" onClick={() => window.location.reload()}>
          {i18n.t('common:state.reload')}
        </button>
      </div>
    );
  }
}
