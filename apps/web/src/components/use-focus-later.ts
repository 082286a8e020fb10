import { useEffect, useRef, useState } from 'react';

/**
 * Focus for an element that is about to appear again (the button a read-back or a form replaced):
 * `focusLater()` moves focus to `ref` once it is back on the page, so a keyboard or screen-reader
 * user is not left on the page's body.
 */
export function useFocusLater<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    ref.current?.focus();
    setPending(false);
  }, [pending]);
  return { ref, focusLater: () => setPending(true) };
}
