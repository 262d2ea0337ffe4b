/**
 * Navigation for code outside React (the API client's 401 rule, logout). The router registers
 * itself at start-up; in a page without the router, a full page load is used. While the app is
 * starting (expectNavigator), a navigation waits for the router instead: a full page load then
 * would drop what the app meant to show on arrival (the session-expired notice).
 */
type Navigator = (path: string) => void;

let navigator: Navigator | null = null;
let routerExpected = false;
let pending: string | null = null;

export function expectNavigator(): void {
  routerExpected = true;
}

export function setNavigator(next: Navigator | null): void {
  navigator = next;
  if (next && pending !== null) {
    const path = pending;
    pending = null;
    next(path);
  }
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else if (routerExpected) pending = path;
  else window.location.assign(path);
}
