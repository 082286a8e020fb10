// Personal data never reaches the logs whole (SECURITY.md, Data).
export function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

// Query strings may carry personal data (a search by CURP or phone): logs keep only the path.
export function redactUrl(url: string) {
  const index = url.indexOf('?');
  const path = index === -1 ? url : `${url.slice(0, index)}?[redacted]`;
  // Single-use upload URLs and identity links carry their secret in the path.
  return path
    .replace(/\/upload\/[^/?]+/, '/upload/[redacted]')
    .replace(/\/biometricvalidations\/(?!\?)[^/?]+/, '/biometricvalidations/[redacted]')
    .replace(/\/captures\/([^/?]+)\/[^/?]+/, '/captures/$1/[redacted]');
}
