/**
 * Navigation for code outside React (the API client's 401 rule, logout). The router registers
 * itself at start-up; before that, or in a page without the router, a full page load is used.
 */
type Navigator = (path: string) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
