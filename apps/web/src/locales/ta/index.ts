/** Every namespace of this language in one chunk, fetched when the language is first shown. */
export default import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});
