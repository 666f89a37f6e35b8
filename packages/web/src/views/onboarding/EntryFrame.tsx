import type { ReactNode } from 'react';

/** The entry flow's page: a centred card on the grey background (the welcome screen's markup is built from it too). */
export function EntryFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-6 sm:items-center">
      <div className="flex w-full max-w-md flex-col rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </main>
  );
}
