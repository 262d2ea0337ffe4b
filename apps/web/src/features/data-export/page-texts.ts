// The text namespaces of the data export card of the account page (see lib/page-texts.ts).

export const DATA_EXPORT_TEXTS: readonly string[] = ['dataExport', 'errors'];
