import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `useApiErrorText` for the sign-in pages, which must open light: the wording by error code
 * (lib/error-text, whose code list brings the shared schemas and zod) is loaded when a request
 * has failed. Null, as there, when the failure carried no code or the wording cannot be loaded.
 */
export function useSignInErrorText(): (error: unknown) => Promise<string | null> {
  // ERRORS_NAMESPACE of lib/error-text, named here so that module is not loaded with the page.
  const { t } = useTranslation('errors');
  return useCallback(
    async (error: unknown) => {
      try {
        const { apiErrorText } = await import('../../../lib/error-text');
        return apiErrorText(t, error);
      } catch {
        return null;
      }
    },
    [t],
  );
}
