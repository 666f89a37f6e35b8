import { Button } from '../../components/ui/Button.tsx';
import { Logo } from '../../components/shell/Logo.tsx';

export interface WelcomeProps {
  /** The fallback screen (spec section 2) labels its second button 'Sign In / Sign Up'. */
  fallback?: boolean;
  onGetStarted: () => void;
  onSignIn: () => void;
}

const PROMISES = [
  { title: 'Snap or describe your meal', text: 'Track macros by taking a photo or describing what you ate.' },
  { title: 'Targets made for you', text: 'Get personalized targets for any weight goal.' },
  { title: 'See your progress', text: 'See how your daily choices affect your progress.' },
];

/** Spec sections 1 and 2: the landing promises, 'Get Started' and 'Sign In'. */
export function Welcome({ fallback, onGetStarted, onSignIn }: WelcomeProps) {
  return (
    <div className="flex flex-col gap-6 text-center">
      <div className="flex flex-col items-center gap-3">
        <Logo className="h-16 w-16" />
        <h1 className="text-3xl font-bold text-gray-900">Forkcast</h1>
        <p className="text-gray-600">Your calories and protein, against targets made for you.</p>
      </div>
      <ul className="flex flex-col gap-3 text-left">
        {PROMISES.map((p) => (
          <li key={p.title} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-3">
            <span aria-hidden="true" className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" />
            <span>
              <span className="block font-semibold text-gray-900">{p.title}</span>
              <span className="block text-sm text-gray-600">{p.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onGetStarted} data-boot-action="get-started">
          Get Started
        </Button>
        <Button size="lg" variant="secondary" onClick={onSignIn} data-boot-action="sign-in">
          {fallback ? 'Sign In / Sign Up' : 'Sign In'}
        </Button>
      </div>
      <p className="text-sm text-gray-500">Free. No credit card needed.</p>
    </div>
  );
}

export interface WelcomeStepProps extends WelcomeProps {
  onCancel: () => void;
}

/**
 * The entry flow's welcome step: the welcome screen and its Cancel. The page's prerendered welcome
 * (boot/first-screen.tsx) is this component's markup, so the app's first render replaces it with the same pixels.
 */
export function WelcomeStep({ onCancel, ...welcome }: WelcomeStepProps) {
  return (
    <>
      <Welcome {...welcome} />
      <button
        type="button"
        onClick={onCancel}
        data-boot-action="cancel"
        className="mt-4 self-center rounded text-sm text-gray-500 underline-offset-2 hover:underline"
      >
        Cancel
      </button>
    </>
  );
}
