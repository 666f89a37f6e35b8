import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { endBoot } from '../../boot/boot.ts';
import { firstScreenShown } from '../../app/after-first-screen.ts';
import { cn } from '../ui/cn.ts';
import { Logo } from './Logo.tsx';
import { SyncStatus, useSyncStatus } from './SyncStatus.tsx';

export type AppView = 'home' | 'history' | 'settings';

export interface AppShellProps {
  view: AppView;
  onNavigate: (view: AppView) => void;
  isAuthenticated: boolean;
  onSignOut: () => void;
  onSignIn: () => void;
  children: ReactNode;
}

const navButton =
  'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors';

/** Spec section 2: a sticky top bar with the brand (home), History, Settings and Sign Out / Sign In. */
export function AppShell({
  view,
  onNavigate,
  isAuthenticated,
  onSignOut,
  onSignIn,
  children,
}: AppShellProps) {
  const nav = (target: AppView, label: string, icon: ReactNode) => (
    <button
      type="button"
      data-tour={target}
      aria-current={view === target ? 'page' : undefined}
      onClick={() => onNavigate(target)}
      className={cn(
        navButton,
        view === target ? 'bg-brand-100 text-brand-800' : 'text-gray-700 hover:bg-gray-100',
      )}
    >
      {icon}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
  const syncing = useSyncStatus() !== null;
  // The page's own loading screen gives way to the app (decision 190).
  useLayoutEffect(() => endBoot(), []);
  // Home says when it has shown with its data (decision 193); another view is shown at once.
  useEffect(() => {
    if (view !== 'home') firstScreenShown();
  }, [view]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-3">
          <button
            type="button"
            onClick={() => onNavigate('home')}
            aria-current={view === 'home' ? 'page' : undefined}
            className="mr-auto inline-flex h-10 items-center gap-2 rounded-lg px-1 text-lg font-bold text-gray-900"
          >
            <Logo className="h-8 w-8" />
            {/* On a phone, the sync status takes the brand word's place (the logo stays): 375 px hold both otherwise. */}
            <span className={syncing ? 'max-sm:sr-only' : undefined}>Forkcast</span>
          </button>
          <SyncStatus />
          {nav('history', 'History', <HistoryIcon />)}
          {nav('settings', 'Settings', <SettingsIcon />)}
          <button
            type="button"
            onClick={isAuthenticated ? onSignOut : onSignIn}
            className={cn(navButton, 'text-gray-700 hover:bg-gray-100')}
          >
            {isAuthenticated ? 'Sign Out' : 'Sign In'}
          </button>
        </nav>
      </header>
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col">{children}</div>
    </div>
  );
}

function HistoryIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
      <path d="M3 16h14v2H3zM4 9h3v6H4zm4.5-4h3v10h-3zM13 7h3v8h-3z" />
    </svg>
  );
}

function SettingsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M8.3 1.9a1 1 0 0 1 1-.9h1.4a1 1 0 0 1 1 .9l.2 1.7c.5.2 1 .5 1.4.8l1.6-.7a1 1 0 0 1 1.2.4l.7 1.2a1 1 0 0 1-.2 1.3l-1.4 1c.1.5.1 1.1 0 1.6l1.4 1a1 1 0 0 1 .2 1.3l-.7 1.2a1 1 0 0 1-1.2.4l-1.6-.7c-.4.3-.9.6-1.4.8l-.2 1.7a1 1 0 0 1-1 .9H9.3a1 1 0 0 1-1-.9l-.2-1.7a6 6 0 0 1-1.4-.8l-1.6.7a1 1 0 0 1-1.2-.4l-.7-1.2a1 1 0 0 1 .2-1.3l1.4-1a6 6 0 0 1 0-1.6l-1.4-1a1 1 0 0 1-.2-1.3l.7-1.2a1 1 0 0 1 1.2-.4l1.6.7c.4-.3.9-.6 1.4-.8zM10 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
      />
    </svg>
  );
}
