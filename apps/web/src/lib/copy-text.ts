/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts, and a shop may open
 * the app over plain http on its own network, so the old selection copy is the fallback. Throws
 * when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not focused: try the selection copy below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    if (typeof document.execCommand !== 'function' || !document.execCommand('copy')) {
      throw new Error('Copying is not supported here');
    }
  } finally {
    area.remove();
  }
}
