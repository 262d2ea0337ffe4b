/**
 * Opens a link in a new tab from script, without giving it a handle on this page. Where the browser
 * blocks the new tab (the tap was too long ago for it), the link opens here instead: a wa.me link
 * then hands over to the WhatsApp app and the back button returns.
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
