import { useCallback, useEffect, useState, type PointerEvent } from 'react';
import { whenIdle } from '../lib/when-idle';

/** The date field the user reached for while the pickers loaded; `open` after a press on its calendar button. */
export type ReachedField = { field: string; open: boolean } | null;

/** What a date field's placeholder (components/date-field-placeholder) is given to notice a reach. */
export interface ReachHandlers {
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: (event: PointerEvent) => void;
}

/**
 * Date pickers (MUI X with its date library, about 40 KB) kept off the first paint. `load` runs
 * when the browser is next idle after the fields have painted (unless `idle` is false), or at once
 * when the user reaches for a field (a press or the focus) or `want()` is called. Until the module
 * has arrived, `module` is null and the page shows placeholders given `reach(field)`; `reached` is
 * the field reached for meanwhile, for its picker to take the focus as it appears (and open, after
 * a press on the calendar button), so nothing the user did is lost.
 */
export function useDeferredPickers<Module>(
  load: () => Promise<Module>,
  { idle = true }: { idle?: boolean } = {},
) {
  const [attempt, setAttempt] = useState(0);
  const [module, setModule] = useState<Module | null>(null);
  const [reached, setReached] = useState<ReachedField>(null);
  const want = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => (idle && attempt === 0 ? whenIdle(want) : undefined), [idle, attempt, want]);
  useEffect(() => {
    if (attempt === 0 || module) return;
    let live = true;
    // A failed load (offline before the worker held it) leaves the placeholders; the next reach tries again.
    load().then(
      (loaded) => live && setModule(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [attempt, module, load]);
  // The pickers read `reached` as they mount; once they have painted it is spent, so fields shown
  // again later start afresh.
  useEffect(() => {
    if (!module || !reached) return;
    const frame = requestAnimationFrame(() => setReached(null));
    return () => cancelAnimationFrame(frame);
  }, [module, reached]);

  const reach = (field: string): ReachHandlers => ({
    onFocus: () => {
      want();
      setReached((now) => (now?.field === field ? now : { field, open: false }));
    },
    // A press on the calendar button stands even if the field loses the focus to it.
    onBlur: () => setReached((now) => (now?.field === field && !now.open ? null : now)),
    onPointerDown: (event) => {
      want();
      const onButton =
        event.target instanceof Element && event.target.closest('.MuiInputAdornment-root');
      setReached({ field, open: Boolean(onButton) });
    },
  });

  return { module, want, reach, reached };
}

/**
 * A picker's open state, opening at once when `initial` (the calendar button was pressed before
 * the picker had loaded); spread onto a DatePicker.
 */
export function usePickerOpen(initial: boolean) {
  const [open, setOpen] = useState(initial);
  return { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
}
