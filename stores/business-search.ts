/**
 * The business search a listing was opened from, kept for this tab (sessionStorage) so that the
 * listing's "Back to the business search" returns to it, as the browser's Back does. Kept apart
 * from the persisted store (app-store.ts): a listing's page reads only this, not the store.
 */
const KEY = 'business-search';

/** What filtersToSearch writes ("?q=hotel&location=Ontario"): nothing that leaves the page. */
const SEARCH = /^(\?[\w.*%+=&-]*)?$/;

export function rememberSearch(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (a private window, full): the link leads to the search without filters.
  }
}

/** The search last opened from in this tab, as a query string, or "" for none. */
export function rememberedSearch(): string {
  try {
    const search = sessionStorage.getItem(KEY) ?? '';
    return SEARCH.test(search) ? search : '';
  } catch {
    return '';
  }
}
