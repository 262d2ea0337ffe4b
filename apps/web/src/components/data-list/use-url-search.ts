import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A list's search kept in the URL's `param`, so coming back to the list restores it. `search` is
 * the text applied (trimmed); `field` is the search box's value and its change, which shows at once
 * and reaches the URL (replacing the history entry) once the typing has paused for `delayMs`.
 */
export function useUrlSearch(param: string, delayMs: number) {
  const [params, setParams] = useSearchParams();
  const search = params.get(param)?.trim() ?? '';
  const [searchText, setSearchText] = useState(search);

  const applySearch = useDebouncedCallback((text: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text.trim()) next.set(param, text.trim());
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, delayMs);

  const onChange = (text: string) => {
    setSearchText(text);
    applySearch.run(text);
  };
  return { search, field: { value: searchText, onChange } };
}
