import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS, PHOTO_ANALYSIS_UNAVAILABLE } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import { useFavorites } from '../../hooks/useFavorites.ts';
import { useSuggestions } from '../../hooks/useFavoriteEdits.ts';
import { useAnalyzePhoto, useAnalyzeText, useServerConfig } from '../../hooks/useRemote.ts';
import type { Analysis } from '../../hooks/useRemote.ts';
import { useRememberMatches } from '../../components/food/remember-matches.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toast.tsx';
import { cn } from '../../components/ui/cn.ts';
import {
  PhotoDescriptionDialog,
  preloadPhotoDescription,
} from '../../components/food/PhotoDescriptionDialog.tsx';
import { PencilIcon } from '../../components/food/icons.tsx';
import { CameraIcon, SendIcon } from './bar-icons.tsx';
import {
  ADD_ITEM_FAILED,
  PHOTO_ANALYSIS_FAILED,
  TEXT_ANALYSIS_FAILED,
} from '../../components/food/messages.ts';
import { EditQuickAddDialog } from './EditQuickAddDialog.tsx';
import { QuickAddList } from './QuickAddList.tsx';

/** Issue 10's 'Skipped: ...' line loads when an analysis skipped words (decision 159). */
const SkippedWords = lazy(() => import('./SkippedWords.tsx').then((m) => ({ default: m.SkippedWords })));

export interface BottomBarProps {
  /** Logs items to today; resolves with their ids. */
  log: (items: NewFoodItem[]) => Promise<string[]>;
  /** Reports the bar's height so the page can keep its last rows clear of it. */
  onHeightChange?: (px: number) => void;
}

/** Decision 159: what is done with an analysis loads with the first one (or when the chat box is first used). */
const loadAnalysis = () => import('./analysis.ts');

/**
 * Spec section 2: the fixed bottom bar: favorites (suggestions while typing), the 'What did you eat?' box,
 * the photo button and send. Section 4: analysis disables the input and shows a spinner; its items are added
 * to today, or an alert says it failed. Section 5: blank text is not sent and sending is ignored while busy.
 */
export function BottomBar({ log, onHeightChange }: BottomBarProps) {
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoButtonRef = useRef<HTMLButtonElement>(null);
  // Inputs are disabled while busy, which drops focus; it goes back once they are enabled again (after the render
  // that ends the busy state: focusing earlier does nothing, which made returning focus depend on timing).
  const focusAfterBusy = useRef<HTMLElement | null>(null);
  const [settled, setSettled] = useState(0);
  const barRef = useRef<HTMLDivElement>(null);
  const analyzeText = useAnalyzeText();
  const analyzePhoto = useAnalyzePhoto();
  const toast = useToast();
  // Issue 10: each logged item's match (its alternatives and measures) for the row's 'Change'.
  const rememberMatches = useRememberMatches();
  // Issue 14 (#9): known before the file picker opens, so the user is told first and types nothing in vain.
  const photoUnavailable = useServerConfig().data?.ai?.photo === false;
  // Issue 14 (#1): the last analysis failure's message, withdrawn once a later analysis runs.
  const failureToast = useRef<number | null>(null);
  // Issue 10: the words the last analysis could not read, each offered to the food search.
  const [skipped, setSkipped] = useState<string[]>([]);

  const typing = draft.trim() !== '';
  const favorites = useFavorites();
  const suggestions = useSuggestions(typing ? draft : '');
  const quickItems = typing ? (suggestions.data ?? []) : (favorites.data ?? []);

  useEffect(() => {
    if (busy || !focusAfterBusy.current) return;
    focusAfterBusy.current.focus();
    focusAfterBusy.current = null;
  }, [busy, settled]);

  useEffect(() => {
    const el = barRef.current;
    if (!el || !onHeightChange || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onHeightChange(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [onHeightChange]);

  /** Runs one analysis at a time: a second send while one runs is ignored. */
  const run = async (
    analyze: () => Promise<Analysis>,
    failed: string,
    after: () => void,
    returnFocusTo: HTMLElement | null,
    photo = false,
  ) => {
    if (busyRef.current) return;
    busyRef.current = true;
    focusAfterBusy.current = returnFocusTo;
    setBusy(true);
    if (failureToast.current !== null) toast.dismiss(failureToast.current);
    failureToast.current = null;
    setSkipped([]);
    const fail = (message: string) => {
      failureToast.current = toast.error(message);
    };
    try {
      const { analyzeAndLog } = await loadAnalysis();
      const logged = await analyzeAndLog({
        analyze,
        failed,
        photo,
        fail,
        skipped: setSkipped,
        remember: rememberMatches,
        log,
        addFailed: () => toast.error(ADD_ITEM_FAILED),
      });
      if (logged) after();
    } finally {
      busyRef.current = false;
      setBusy(false);
      setSettled((n) => n + 1);
    }
  };

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const text = draft.trim();
    if (text === '') return;
    void run(
      () => analyzeText.mutateAsync(text),
      TEXT_ANALYSIS_FAILED,
      () => setDraft(''),
      textRef.current,
    );
  };

  const analyzeChosenPhoto = (description: string) => {
    const file = photo;
    setPhoto(null);
    if (!file) return;
    void run(
      () => analyzePhoto.mutateAsync({ file, description: description || undefined }),
      PHOTO_ANALYSIS_FAILED,
      () => undefined,
      photoButtonRef.current,
      true,
    );
  };

  return (
    <div
      ref={barRef}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.05)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-2 px-3 pt-2 pb-3">
        {skipped.length > 0 && (
          <Suspense fallback={null}>
            <SkippedWords words={skipped} onAdd={(item) => log([item])} onDismiss={() => setSkipped([])} />
          </Suspense>
        )}
        <div data-tour="favorites" className="flex flex-col gap-1">
          <div className="flex items-center justify-between">
            <span className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {typing ? 'Suggestions' : 'Quick Add'}
            </span>
            <EditQuickAddDialog
              trigger={
                <button
                  type="button"
                  aria-label="Edit Quick Add Items"
                  title="Edit Quick Add Items"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800"
                >
                  <PencilIcon />
                </button>
              }
            />
          </div>
          {quickItems.length > 0 ? (
            <QuickAddList
              label={typing ? 'Suggestions' : 'Favorites'}
              items={quickItems}
              onAdd={(item) => log([item])}
              onLogMany={(items) => log(items).catch(() => toast.error(ADD_ITEM_FAILED))}
            />
          ) : (
            !typing && (
              <p className="text-xs text-gray-500">Star a food to keep it here for one-tap logging.</p>
            )
          )}
        </div>

        <form data-tour="chat" onSubmit={send} className="flex items-center gap-2">
          <button
            ref={photoButtonRef}
            type="button"
            title="Snap or upload a meal photo"
            aria-label="Snap or upload a meal photo"
            disabled={busy}
            data-photo={photoUnavailable ? 'unavailable' : undefined}
            onClick={() => {
              if (photoUnavailable) toast.info(PHOTO_ANALYSIS_UNAVAILABLE);
              else {
                void preloadPhotoDescription();
                void loadAnalysis();
                fileRef.current?.click();
              }
            }}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-700 hover:bg-gray-200 disabled:opacity-50"
          >
            <CameraIcon />
          </button>
          {/* capture: phones open the rear camera straight away. */}
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="Meal photo"
            tabIndex={-1}
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = ''; // choosing the same photo again still fires a change
              if (file && !busyRef.current) setPhoto(file);
            }}
          />
          <div className="relative min-w-0 flex-1">
            <input
              ref={textRef}
              type="text"
              enterKeyHint="send"
              aria-label="What did you eat?"
              placeholder="What did you eat?"
              maxLength={LIMITS.analyzeTextMax}
              autoComplete="off"
              value={draft}
              disabled={busy}
              onFocus={() => void loadAnalysis()}
              onChange={(e) => setDraft(e.target.value)}
              className={cn(
                'h-11 w-full rounded-full border border-gray-300 bg-white pr-10 pl-4 text-base text-gray-900 placeholder:text-gray-500',
                'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:bg-gray-100',
              )}
            />
            {busy && (
              <span className="absolute inset-y-0 right-3 flex items-center">
                <Spinner size="sm" label="Analyzing your meal" />
              </span>
            )}
          </div>
          <button
            type="submit"
            aria-label="Send"
            title="Send"
            disabled={busy || !typing}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-300"
          >
            <SendIcon />
          </button>
        </form>
      </div>
      <PhotoDescriptionDialog
        file={photo}
        onCancel={() => {
          setPhoto(null);
          // The dialog had no trigger to return focus to: the photo button opened it.
          requestAnimationFrame(() => photoButtonRef.current?.focus());
        }}
        onAnalyze={analyzeChosenPhoto}
      />
    </div>
  );
}
