// Spec section 2 (entry flow) and section 4 (session): welcome, onboarding-first (questionnaire before
// sign-up), login, signup, onboarding (already signed in, or a guest without a profile) and the fallback
// welcome. Every step can be cancelled.
import { useEffect, useLayoutEffect, useState } from 'react';
import { bootAction, endBoot } from '../../boot/boot.ts';
import { firstScreenShown } from '../../app/after-first-screen.ts';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { useAuth } from '../../hooks/useAuth.ts';
import { useSession } from '../../app/session.tsx';
import { useProfile, useSaveProfile } from '../../hooks/useProfile.ts';
import { showToast } from '../../components/ui/Toast.tsx';
import { AuthForm } from './AuthForm.tsx';
import { Questionnaire } from './Questionnaire.tsx';
import { EntryFrame } from './EntryFrame.tsx';
import { WelcomeStep } from './Welcome.tsx';

export type EntryStep = 'welcome' | 'onboarding-first' | 'login' | 'signup' | 'onboarding' | 'fallback';

export interface EntryFlowProps {
  initialStep: EntryStep;
  /** Shown above the form of the first step (for example 'No profile found. Please complete onboarding.'). */
  notice?: string;
  /** The flow ended with a profile: go home. */
  onDone: () => void;
  /** Cancel when the flow was opened from inside the app (Sign In, Save Your Data): back where it came from. */
  onCancel?: () => void;
}

export default EntryFlow;

export function EntryFlow({ initialStep, notice, onDone, onCancel }: EntryFlowProps) {
  const auth = useAuth();
  const existing = useProfile();
  const save = useSaveProfile();
  // A press on the page's prerendered welcome before this code ran (decision 190) is carried out: its step.
  const [pressed] = useState(() => (initialStep === 'welcome' ? bootAction() : null));
  const [step, setStep] = useState<EntryStep>(() =>
    pressed === 'get-started' ? 'onboarding-first' : pressed === 'sign-in' ? 'login' : initialStep,
  );
  // The questionnaire's answer, carried to sign-up (spec section 4: onboarding-first ends at signup).
  const [collected, setCollected] = useState<Profile | null>(null);
  const [shownNotice, setShownNotice] = useState(notice);
  const { preloadAuth } = useSession();
  // The page's own screen (its loading screen or prerendered welcome) gives way to this one (decision 190).
  useLayoutEffect(() => {
    endBoot();
    firstScreenShown();
  }, []);
  useEffect(() => {
    if (step === 'login' || step === 'signup') preloadAuth();
  }, [step, preloadAuth]);

  const go = (next: EntryStep) => {
    setShownNotice(undefined);
    setStep(next);
  };

  /** Stores the profile with the session's client (local for a guest) and goes home. */
  const finishWith = async (profile: Profile) => {
    try {
      await save.mutateAsync(profile);
      onDone();
    } catch (err) {
      showToast(err instanceof Error ? err.message : 'Could not save your profile', 'error');
    }
  };

  const backOut = () => (onCancel ? onCancel() : go('welcome'));

  // 'Cancel' pressed on the page's prerendered welcome before this code ran is carried out now.
  useEffect(() => {
    if (pressed === 'cancel') void (onCancel ? onCancel() : finishWith(DEFAULT_PROFILE));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Spec section 4: continuing as guest completes the flow with the onboarding profile.
  const continueAsGuest = () => {
    const profile = collected ?? existing.data ?? null;
    if (profile) void finishWith(profile);
    else go('onboarding');
  };

  let body;
  switch (step) {
    case 'welcome':
    case 'fallback':
      body = (
        <WelcomeStep
          fallback={step === 'fallback'}
          onGetStarted={() => go('onboarding-first')}
          onSignIn={() => go('login')}
          onCancel={() => (onCancel ? onCancel() : void finishWith(DEFAULT_PROFILE))}
        />
      );
      break;
    case 'onboarding-first':
      body = (
        <Questionnaire
          onComplete={(p) => {
            setCollected(p);
            go('signup');
          }}
          onSkip={() => {
            setCollected(DEFAULT_PROFILE);
            go('signup');
          }}
          // Spec section 4: onboarding-first ends at signup, on cancel with the default profile.
          onCancel={() => {
            setCollected(DEFAULT_PROFILE);
            go('signup');
          }}
        />
      );
      break;
    case 'onboarding':
      body = (
        <>
          {shownNotice && (
            <p role="status" className="mb-4 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-800">
              {shownNotice}
            </p>
          )}
          <Questionnaire
            busy={save.isPending}
            onComplete={(p) => void finishWith(p)}
            onSkip={() => void finishWith(DEFAULT_PROFILE)}
            // Spec section 4: onboarding cancel applies the default profile, stores it and goes home.
            onCancel={() => void finishWith(DEFAULT_PROFILE)}
          />
        </>
      );
      break;
    case 'login':
    case 'signup':
      body = (
        <AuthForm
          key={step}
          mode={step}
          notice={shownNotice}
          providerName={auth.providerName}
          onProvider={auth.signInWithProvider}
          onSwitch={() => go(step === 'login' ? 'signup' : 'login')}
          onGuest={continueAsGuest}
          onCancel={backOut}
          onSubmit={async (email, password) => {
            // Success changes the session; the app then shows home (or onboarding when there is no profile).
            if (step === 'login') await auth.signIn(email, password);
            else await auth.signUp(email, password, collected);
          }}
        />
      );
      break;
  }

  return <EntryFrame>{body}</EntryFrame>;
}
