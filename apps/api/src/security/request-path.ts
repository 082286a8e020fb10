// A request's path as the routers read it. The web app's router ignores case and decodes each
// segment, and browsers take "//firma/…" as "/firma/…": the headers and the log redaction of the
// customer's capability pages must judge "/FIRMA/…", "/%66irma/…" and "//firma/…" alike.

// A decoded "/" or "?" stays encoded, as in the web app's router: it neither splits the segment
// nor starts a query (where the redaction would stop).
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment).replace(/[/?#]/g, encodeURIComponent);
  } catch {
    // Malformed percent-encoding: kept as sent (the router refuses it anyway).
    return segment;
  }
};

// A request line may carry the whole address ("GET http://host/firma/… HTTP/1.1", RFC 9112 §3.2.2:
// a server must take it as the path), as proxies send it: its path is judged the same.
const absoluteForm = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** The path without its query, each segment decoded, repeated slashes collapsed. */
export function readablePath(url: string) {
  const relative = url.replace(absoluteForm, '') || '/';
  const index = relative.indexOf('?');
  const bare = index === -1 ? relative : relative.slice(0, index);
  return bare
    .split('/')
    .map(decodeSegment)
    .join('/')
    .replace(/\/{2,}/g, '/');
}

// The customer's identity and signing pages: their slug is a capability.
const capabilityPage = /^\/(identidad|firma)\//i;

/** Whether the path opens one of the customer's capability pages, whatever its case. */
export const isCapabilityPage = (url: string) => capabilityPage.test(readablePath(url));
