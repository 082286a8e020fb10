/**
 * Brings the first of these fields (by their `name`) to the middle of the screen and focuses it:
 * the browser's own focus scrolling would leave it just under the sticky top bar, out of sight
 * on a phone.
 */
export function revealFirst(names: string[]) {
  const element = names
    .map((name) => document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`))
    .find((found) => found !== null);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
