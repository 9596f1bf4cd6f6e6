/** Outside the back office's pages (a not-found page, say): no navigation. */
export default function NoNav() {
  return null;
}
