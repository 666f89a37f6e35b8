import { Component } from 'react';
import type { ReactNode } from 'react';

/**
 * The app's parts load on first use (decisions 154, 157, 159). If one cannot load (offline before it was cached,
 * or a new version replaced the old files while this tab was open), React would unmount everything and leave a
 * blank page; this keeps a message and a way out instead: a reload fetches the current version (decision 194).
 */
export class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-sm flex-col items-center gap-4 p-10 text-center">
        <p className="text-gray-800">Part of Forkcast could not load. Check your connection, then reload.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          Reload
        </button>
      </div>
    );
  }
}
