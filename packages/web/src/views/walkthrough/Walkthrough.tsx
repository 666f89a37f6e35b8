import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Dialog as D } from 'radix-ui';
import { useProfile, useSaveProfile } from '../../hooks/useProfile.ts';
import { cn } from '../../components/ui/cn.ts';
import { WALKTHROUGH_DELAY_MS, WALKTHROUGH_STEPS, hasWalkthroughFlag, setWalkthroughFlag } from './steps.ts';

/** Spec section 9: the card is at most 320 px wide. */
const CARD_MAX_WIDTH = 320;
const MARGIN = 12;
const GAP = 14;
const SPOT_PADDING = 6;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the step's target is on screen; null when it is not on this screen (the card is then centred). */
function useTargetBox(target: string | undefined, active: boolean): Box | null {
  const [measured, setMeasured] = useState<{ target: string; box: Box | null } | null>(null);
  useLayoutEffect(() => {
    const el = active && target ? document.querySelector<HTMLElement>(`[data-tour="${target}"]`) : null;
    if (!el || !target) return;
    el.scrollIntoView?.({ block: 'nearest' });
    const update = () => {
      const r = el.getBoundingClientRect();
      const hidden = r.width === 0 && r.height === 0;
      setMeasured({
        target,
        box: hidden ? null : { top: r.top, left: r.left, width: r.width, height: r.height },
      });
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [target, active]);
  return active && target && measured?.target === target ? measured.box : null;
}

/**
 * Spec section 4 (walkthrough): shown 1 second after load when the profile lacks walkthroughCompleted and no
 * local flag exists; with the flag, the profile is marked completed instead. Seven steps with Previous / Next,
 * 'n of 7', fades, and 'Get Started!' last. Closing marks the profile; finishing sets both flags.
 */
export function Walkthrough() {
  const { data: profile } = useProfile();
  const { mutate: saveProfile } = useSaveProfile();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const decided = useRef(false);
  const pending = profile != null && !profile.walkthroughCompleted;

  useEffect(() => {
    if (!pending || decided.current) return;
    if (hasWalkthroughFlag()) {
      decided.current = true;
      saveProfile({ ...profile, walkthroughCompleted: true });
      return;
    }
    const timer = setTimeout(() => {
      decided.current = true;
      setOpen(true);
    }, WALKTHROUGH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, profile, saveProfile]);

  const end = (finished: boolean) => {
    setOpen(false);
    if (finished) setWalkthroughFlag();
    if (profile && !profile.walkthroughCompleted) saveProfile({ ...profile, walkthroughCompleted: true });
  };

  const step = WALKTHROUGH_STEPS[index]!;
  const last = index === WALKTHROUGH_STEPS.length - 1;
  const box = useTargetBox(step.target, open);
  const card = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [cardHeight, setCardHeight] = useState(200);
  useLayoutEffect(() => {
    if (open && card.current) setCardHeight(card.current.offsetHeight);
  }, [open, index]);

  const vw = typeof window === 'undefined' ? 375 : window.innerWidth;
  const vh = typeof window === 'undefined' ? 812 : window.innerHeight;
  const width = Math.min(CARD_MAX_WIDTH, vw - 2 * MARGIN);
  let position: { top: number; left: number } | null = null;
  let arrow: { side: 'top' | 'bottom'; left: number } | null = null;
  if (box) {
    const centre = box.left + box.width / 2;
    const roomBelow = vh - (box.top + box.height);
    const below = roomBelow >= cardHeight + GAP + MARGIN || box.top < cardHeight + GAP + MARGIN;
    const left = Math.min(Math.max(centre - width / 2, MARGIN), vw - width - MARGIN);
    position = {
      left,
      top: below ? box.top + box.height + GAP : Math.max(MARGIN, box.top - GAP - cardHeight),
    };
    arrow = { side: below ? 'top' : 'bottom', left: Math.min(Math.max(centre - left, 18), width - 18) };
  }

  return (
    <D.Root open={open} onOpenChange={(o) => !o && end(false)}>
      <D.Portal>
        {box ? (
          <div
            aria-hidden="true"
            className="pointer-events-none fixed z-40 rounded-xl shadow-[0_0_0_9999px_rgba(17,24,39,0.55)] transition-all duration-300"
            style={{
              top: box.top - SPOT_PADDING,
              left: box.left - SPOT_PADDING,
              width: box.width + 2 * SPOT_PADDING,
              height: box.height + 2 * SPOT_PADDING,
            }}
          />
        ) : (
          <D.Overlay className="fixed inset-0 z-40 bg-gray-900/55 animate-[fade-in_200ms_ease-out]" />
        )}
        <D.Content
          ref={card}
          data-testid="walkthrough"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            nextButton.current?.focus();
          }}
          // A stray tap beside the card should not end the tour: Escape or the close button do.
          onPointerDownOutside={(e) => e.preventDefault()}
          style={
            position
              ? { top: position.top, left: position.left, width, maxWidth: CARD_MAX_WIDTH }
              : {
                  top: '50%',
                  left: '50%',
                  width,
                  maxWidth: CARD_MAX_WIDTH,
                  transform: 'translate(-50%, -50%)',
                }
          }
          className="fixed z-50 rounded-xl bg-white p-4 shadow-2xl transition-[top,left] duration-300 animate-[fade-in_200ms_ease-out] focus:outline-none"
        >
          {arrow && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute h-3 w-3 -translate-x-1/2 rotate-45 bg-white',
                arrow.side === 'top' ? '-top-1.5' : '-bottom-1.5',
              )}
              style={{ left: arrow.left }}
            />
          )}
          <D.Close
            aria-label="Close tour"
            className="absolute top-2 right-2 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </D.Close>
          {/* Keyed by step so each step's words fade in (spec section 4: fade transitions). */}
          <div key={step.id} className="animate-[fade-in_250ms_ease-out] pr-6">
            <D.Title className="text-base font-semibold text-gray-900">{step.title}</D.Title>
            <D.Description className="mt-1 text-sm text-gray-600">{step.body}</D.Description>
          </div>
          <div className="mt-4 flex items-center justify-between gap-2">
            <span className="text-xs font-medium text-gray-500" aria-live="polite">
              {index + 1} of {WALKTHROUGH_STEPS.length}
            </span>
            <div className="flex gap-2">
              {index === 0 ? (
                <button
                  type="button"
                  onClick={() => end(false)}
                  className="h-8 rounded-lg px-3 text-sm font-medium text-gray-600 hover:bg-gray-100"
                >
                  Skip tour
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => setIndex((i) => Math.max(0, i - 1))}
                  className="h-8 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
                >
                  Previous
                </button>
              )}
              <button
                ref={nextButton}
                type="button"
                onClick={() => (last ? end(true) : setIndex((i) => i + 1))}
                className="h-8 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
              >
                {last ? 'Get Started!' : 'Next'}
              </button>
            </div>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

export default Walkthrough;
