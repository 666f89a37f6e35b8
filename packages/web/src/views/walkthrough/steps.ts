// Spec section 4 (walkthrough): seven steps, shown 1 second after load; a local flag records completion.

import { WALKTHROUGH_FLAG_KEY } from '../../data/keys.ts';

export { WALKTHROUGH_FLAG_KEY };

/** Spec section 9: the walkthrough appears 1000 ms after load. */
export const WALKTHROUGH_DELAY_MS = 1000;

export interface WalkthroughStep {
  id: 'welcome' | 'chat' | 'add-item' | 'favorites' | 'history' | 'settings' | 'complete';
  title: string;
  body: string;
  /** The `data-tour` value of the element the card points at; none: the card is centred. */
  target?: string;
}

export const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Forkcast!',
    body: "Let's take a quick look around. It takes less than a minute, and you can leave the tour at any time.",
  },
  {
    id: 'chat',
    target: 'chat',
    title: 'Smart food logging',
    body: 'Just tell us what you ate, like "2 eggs and a slice of toast", and we\'ll work out the calories and protein. Or tap the camera and snap your plate.',
  },
  {
    id: 'add-item',
    target: 'add-item',
    title: 'Add food your way',
    body: 'Know the numbers already? Add an item by hand, or search the built-in food database and pick a portion.',
  },
  {
    id: 'favorites',
    target: 'favorites',
    title: 'One-tap favorites',
    body: 'Star the foods you eat often and they wait here for one-tap logging. Start typing to see suggestions from your own history.',
  },
  {
    id: 'history',
    target: 'history',
    title: 'See the bigger picture',
    body: 'History shows your 7- and 30-day averages, how they compare with your maintenance calories, and where your weight is heading.',
  },
  {
    id: 'settings',
    target: 'settings',
    title: 'Make it yours',
    body: 'Change your goal, body stats and daily targets in Settings whenever life changes.',
  },
  {
    id: 'complete',
    title: "You're all set!",
    body: 'Log your first meal and watch your progress bar fill up. Small steps add up.',
  },
];

export function hasWalkthroughFlag(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(WALKTHROUGH_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

export function setWalkthroughFlag(storage: Storage = window.localStorage): void {
  try {
    storage.setItem(WALKTHROUGH_FLAG_KEY, 'true');
  } catch {
    // Private browsing with storage disabled: the profile flag still records it.
  }
}
