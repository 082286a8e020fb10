// A file's SHA-256 computed in the browser, so the file itself need not be sent. Web Crypto
// exists only on secure pages (HTTPS, localhost): elsewhere the page sends the file instead.

export const canFingerprintHere = () => typeof crypto !== 'undefined' && Boolean(crypto.subtle);

export async function pdfFingerprint(file: Blob) {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
