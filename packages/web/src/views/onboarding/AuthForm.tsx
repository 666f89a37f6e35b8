// Spec section 2 (sign-in and sign-up screens), section 5 (validation) and section 8 (messages).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Field.tsx';

export type AuthMode = 'login' | 'signup';

export interface AuthFormProps {
  mode: AuthMode;
  /** Resolves on success; rejects with an Error whose message is shown (login) or appended (signup). */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** The identity provider's display name when one is configured (GET /api/config). */
  providerName: string | null;
  onProvider: () => Promise<void>;
  onSwitch: () => void;
  onGuest: () => void;
  onCancel: () => void;
  notice?: string;
}

const PASSWORD_MIN = 6;

const TEXT = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your account',
    submit: 'Sign In',
    busy: 'Signing in...',
    switchText: "Don't have an account? Sign up",
    providerFailed: (name: string) => `${name} login failed`,
  },
  signup: {
    title: 'Create Account',
    subtitle: 'Get started with your nutrition journey',
    submit: 'Create Account',
    busy: 'Creating account...',
    switchText: 'Already have an account? Sign in',
    providerFailed: (name: string) => `${name} signup failed`,
  },
} as const;

export function AuthForm({
  mode,
  onSubmit,
  providerName,
  onProvider,
  onSwitch,
  onGuest,
  onCancel,
  notice,
}: AuthFormProps) {
  const text = TEXT[mode];
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') return setError({ title: 'Email and password are required' });
    if (mode === 'signup') {
      if (password !== confirm) return setError({ title: 'Passwords do not match' });
      if (password.length < PASSWORD_MIN)
        return setError({ title: 'Password must be at least 6 characters' });
    }
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } catch (err) {
      const message = err instanceof Error ? err.message.trim() : '';
      // Spec section 8: login shows the error's message (or 'Login failed'); signup says 'Signup failed'.
      if (mode === 'login') setError({ title: message || 'Login failed' });
      else
        setError({
          title: 'Signup failed',
          detail: message && message !== 'Signup failed' ? message : undefined,
        });
      setBusy(false);
    }
  };

  const provider = async () => {
    setError(null);
    try {
      await onProvider();
    } catch {
      setError({ title: text.providerFailed(providerName ?? 'Sign-in') });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      <div className="text-center">
        <h1 className="text-2xl font-bold text-gray-900">{text.title}</h1>
        <p className="mt-1 text-gray-600">{text.subtitle}</p>
      </div>
      {notice && <Alert kind="info">{notice}</Alert>}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate={false}>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          // No minLength: the browser's own bubble would block the submit before the spec's words show.
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === 'signup' && (
          <Input
            label="Confirm password"
            type="password"
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
        {error && (
          <Alert>
            <p className="font-medium">{error.title}</p>
            {error.detail && <p>{error.detail}</p>}
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? text.busy : text.submit}
        </Button>
      </form>
      {providerName && (
        <>
          <div className="flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
            <span className="h-px flex-1 bg-gray-200" />
            or
            <span className="h-px flex-1 bg-gray-200" />
          </div>
          <Button variant="secondary" size="lg" onClick={() => void provider()} disabled={busy}>
            Continue with {providerName}
          </Button>
        </>
      )}
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={onSwitch}
          disabled={busy}
          className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {text.switchText}
        </button>
        <button
          type="button"
          onClick={onGuest}
          disabled={busy}
          className="rounded text-gray-600 underline-offset-2 hover:underline"
        >
          Continue as guest
        </button>
      </div>
    </div>
  );
}
