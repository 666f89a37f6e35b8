// Build time only (vite.config.ts's prerender plugin loads this module in Node): the boot script and the
// welcome screen's markup that index.html carries. Never imported by the app, so react-dom/server stays out of it.
import { renderToStaticMarkup } from 'react-dom/server';
import { SIGNED_IN_COOKIE } from '@forkcast/core';
import { ACCOUNT_KEY, HOME_SCREEN_KEY, PROFILE_KEY, SIGNING_IN_KEY } from '../data/keys.ts';
import { GUEST_DB } from '../data/idb.ts';
import { EntryFrame } from '../views/onboarding/EntryFrame.tsx';
import { WelcomeStep } from '../views/onboarding/Welcome.tsx';
import { bootFirstScreen } from './boot.ts';
import type { BootKeys } from './boot.ts';

export const BOOT_KEYS: BootKeys = {
  account: ACCOUNT_KEY,
  signedIn: SIGNED_IN_COOKIE,
  legacyProfile: PROFILE_KEY,
  signingIn: SIGNING_IN_KEY,
  guestDb: GUEST_DB,
  home: HOME_SCREEN_KEY,
  sessionUrl: '/api/auth/get-session',
  preload: { welcome: [], guestHome: [], accountHome: [] },
  app: null,
};

/** The modules whose chunks each likely first screen needs (the build turns them into file names). */
export const FIRST_SCREEN_MODULES = {
  welcome: ['src/views/onboarding/EntryFlow.tsx'],
  guestHome: ['src/views/home/HomeView.tsx', 'src/data/local.ts'],
  accountHome: ['src/views/home/HomeView.tsx', 'src/app/session-data.ts'],
};

const noop = () => undefined;

/** The entry flow's welcome step as static markup (what `EntryFlow` renders at its welcome step). */
export function welcomeMarkup(): string {
  return renderToStaticMarkup(
    <EntryFrame>
      <WelcomeStep onGetStarted={noop} onSignIn={noop} onCancel={noop} />
    </EntryFrame>,
  );
}

/** The inline script's text: `bootFirstScreen` called with this app's keys. */
export function bootScript(
  preload: BootKeys['preload'] = BOOT_KEYS.preload,
  app: BootKeys['app'] = BOOT_KEYS.app,
): string {
  return `(${bootFirstScreen.toString()})(${JSON.stringify({ ...BOOT_KEYS, preload, app })});`;
}
