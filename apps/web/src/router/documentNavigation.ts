/**
 * Leaving the single-page app for a fresh page load. Ending a session does this on purpose:
 * a new document is the one reset that cannot forget anything (routes generated from the
 * previous user's menus, caches, stores); resetting the layout settings too. An object, so
 * tests can watch it.
 */
export const documentNavigation = {
  assign(path: string): void {
    window.location.assign(path);
  },
  reload(): void {
    window.location.reload();
  },
};
