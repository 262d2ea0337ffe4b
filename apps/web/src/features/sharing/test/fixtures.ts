import { vi } from 'vitest';

/** Makes the screen a phone (below MUI's sm breakpoint, 600 px) or a wide screen for useMediaQuery. */
export function useScreen(kind: 'phone' | 'wide') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: kind === 'phone' && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
