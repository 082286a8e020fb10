import { useEffect } from 'react';

// Each screen names itself in the browser tab (and for screen readers on navigation).
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Origina`;
  }, [title]);
}
