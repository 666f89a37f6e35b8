// 'Change password' (issue 11): current and new password, the new one twice. The server checks the current
// one, applies the spec's password rules (core) and signs out every other device; this device stays signed in.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD, PASSWORDS_DIFFER_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@forkcast/core';
import { api } from '../../data/api.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Field.tsx';
import { showToast } from '../../components/ui/Toast.tsx';

export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setError(null);
    setOpen(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (next.length < PASSWORD.min) return setError(PASSWORD_TOO_SHORT_MESSAGE);
    if (next !== confirm) return setError(PASSWORDS_DIFFER_MESSAGE);
    setBusy(true);
    try {
      await api('/api/auth/change-password', {
        json: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      });
      reset();
      showToast('Password changed. Other devices were signed out.', 'success');
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Could not change the password');
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change password
      </Button>
    );
  }
  return (
    <form
      className="flex w-full flex-col gap-3"
      onSubmit={(e) => void submit(e)}
      aria-label="Change password"
    >
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </Button>
        <Button variant="secondary" onClick={reset} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
