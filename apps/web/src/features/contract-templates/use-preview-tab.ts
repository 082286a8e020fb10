import { useEffect, useState } from 'react';

// A PDF shown in a new tab. The tab is opened on the click itself (a tab opened once the request
// answers is what pop-up blockers stop) and pointed at the file when it arrives; the file also
// stays behind a link, for a browser that blocked the tab anyway.
export function usePreviewTab() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return {
    url,
    open: () => window.open('', '_blank'),
    show: (tab: Window | null, file: Blob) => {
      const next = URL.createObjectURL(file);
      setUrl(next);
      if (tab) tab.location.href = next;
    },
  };
}
