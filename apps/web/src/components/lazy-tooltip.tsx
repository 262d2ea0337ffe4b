import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type Trigger = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: () => void;
};

/**
 * MUI's Tooltip for a button on a page's first paint (the app bar's, an order's back button): the
 * tooltip and its positioning engine (some 10 KB) load when a pointer or the focus first comes to
 * the button, not with the page, and the tooltip then opens as it would have. `children` must take
 * a ref.
 */
export function LazyTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<Trigger>;
}) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);

  if (!wanted) {
    const want = (openNow: boolean) => {
      setWanted(true);
      setOpen(openNow);
    };
    return cloneElement(children, {
      // A mouse resting on the button opens the tooltip once it has loaded, as a hover would.
      onPointerEnter: (event) => {
        children.props.onPointerEnter?.(event);
        if (event.pointerType === 'mouse') want(true);
      },
      onPointerLeave: (event) => {
        children.props.onPointerLeave?.(event);
        setOpen(false);
      },
      onFocus: (event) => {
        children.props.onFocus?.(event);
        want(focusVisible(event.target));
      },
      onTouchStart: () => {
        children.props.onTouchStart?.();
        want(false);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Tooltip
        title={title}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {children}
      </Tooltip>
    </Suspense>
  );
}

/** Whether the element was focused from the keyboard, where a tooltip shows on focus. */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}
