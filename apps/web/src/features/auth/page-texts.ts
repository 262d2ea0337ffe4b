// The text namespaces of the auth pages (see lib/page-texts.ts).

/** The sign-in page and the one-time code page. */
export const SIGN_IN_TEXTS: readonly string[] = ['auth', 'common', 'errors', 'public'];
export const OAUTH_CALLBACK_TEXTS: readonly string[] = ['auth'];
