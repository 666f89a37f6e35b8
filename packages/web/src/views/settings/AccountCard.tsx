import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../hooks/useAuth.ts';
import { useSession } from '../../app/session.tsx';
import { deleteAccount, exportUrl } from '../../data/remote.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { showToast } from '../../components/ui/Toast.tsx';
import { forgetKeptHome } from '../../data/kept-home.ts';
import { ChangePassword } from './ChangePassword.tsx';

/** Spec section 2: 'Account Connected' with Sign Out, or 'Save Your Data' with Sign Up / Sign In. */
export function AccountCard({ onSignUp, onSignIn }: { onSignUp: () => void; onSignIn: () => void }) {
  const auth = useAuth();
  return auth.isAuthenticated ? <Connected /> : <Guest onSignUp={onSignUp} onSignIn={onSignIn} />;
}

function Connected() {
  const auth = useAuth();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      setConfirmOpen(false);
      showToast('Your account and all its data were deleted.', 'success');
      await auth.signOut();
    } catch (err) {
      setBusy(false);
      showToast(err instanceof Error ? err.message : 'Could not delete the account', 'error');
    }
  };

  return (
    <Card title="Account Connected">
      <p className="text-sm text-gray-600">
        Signed in as <span className="font-medium text-gray-900">{auth.user?.email || 'your account'}</span>.
        Your data is saved on the server and syncs across your devices.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void auth.signOut()}>
          Sign Out
        </Button>
        <a
          href={exportUrl('json')}
          download
          className="inline-flex h-10 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Export (JSON)
        </a>
        <a
          href={exportUrl('csv')}
          download
          className="inline-flex h-10 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Export (CSV)
        </a>
      </div>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <ChangePassword />
      </div>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <Dialog
          open={confirmOpen}
          onOpenChange={(open) => !busy && setConfirmOpen(open)}
          title="Delete account?"
          description="This deletes your account, your profile, favorites and every logged day. It cannot be undone."
          trigger={<Button variant="danger">Delete account</Button>}
        >
          <div className="flex justify-end gap-2">
            <DialogClose>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={() => void remove()} disabled={busy}>
              {busy ? 'Deleting...' : 'Delete account'}
            </Button>
          </div>
        </Dialog>
      </div>
    </Card>
  );
}

function Guest({ onSignUp, onSignIn }: { onSignUp: () => void; onSignIn: () => void }) {
  const { local } = useSession();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);

  const clear = async () => {
    // The home the page kept for the guest goes with the data (decision 198).
    forgetKeptHome();
    await local.clear();
    setOpen(false);
    // Spec section 4: clearing removes the profile, favorites and every day; the app then shows the fallback.
    void qc.invalidateQueries({ queryKey: ['data', 'guest'] });
  };

  return (
    <Card title="Save Your Data">
      <p className="text-sm text-gray-600">
        Your data is stored in this browser only. Sign up to sync it across devices; everything you have
        logged comes with you.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button onClick={onSignUp}>Sign Up</Button>
        <Button variant="secondary" onClick={onSignIn}>
          Sign In
        </Button>
      </div>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Clear data?"
          description="This removes your profile, favorites and every logged day from this browser."
          trigger={<Button variant="danger">Clear data</Button>}
        >
          <div className="flex justify-end gap-2">
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={() => void clear()}>
              Clear data
            </Button>
          </div>
        </Dialog>
      </div>
    </Card>
  );
}
