/** Reference data that changes with a release at most: a day fresh, a week stale-while-revalidate. */
export const PUBLIC_DAY_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
