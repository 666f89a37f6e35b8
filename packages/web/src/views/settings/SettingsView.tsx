export interface SettingsViewProps {
  onSignUp: () => void;
  onSignIn: () => void;
}

export function SettingsView(_props: SettingsViewProps) {
  return (
    <main className="p-4">
      <h1 className="text-xl font-semibold">Settings</h1>
    </main>
  );
}
