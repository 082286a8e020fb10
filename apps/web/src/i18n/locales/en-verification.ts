import type { esVerification } from './es-verification.js';
import type { Widen } from './widen.js';

export const enVerification: Widen<typeof esVerification> = {
  verification: {
    title: 'Check a signed document',
    intro:
      'Check that a contract or document signed on this platform is genuine and has not been changed since it was signed, and see its timestamp.',
    fileTitle: 'Choose the signed PDF',
    fileLocal:
      'The file does not leave your device: its fingerprint (SHA-256) is computed here and only the fingerprint is sent.',
    fileSent:
      'This browser cannot compute the fingerprint here: the file is sent to be checked and is not kept.',
    choose: 'Choose PDF',
    chosen: 'File: {{name}}',
    fingerprint: 'SHA-256 fingerprint: {{sha256}}',
    tooLarge: 'The file is too large to check (at most {{mb}} MB).',
    unreadable: 'We could not read the file. Choose it again.',
    or: 'Or, if you have the document’s fingerprint',
    sha256: 'SHA-256 fingerprint',
    sha256Help: '64 characters from 0 to 9 and a to f.',
    check: 'Check fingerprint',
    checking: 'Checking…',
    result: 'Result',
    issuedTitle: 'Genuine document',
    issuedBody: 'This document was signed on this platform and has not been changed since.',
    invalidTitle: 'Document issued, timestamp could not be verified',
    invalidBody:
      'This document was signed on this platform and has not been changed, but its timestamp could not be verified. Ask whoever gave it to you.',
    notIssuedTitle: 'Document not recognised',
    notIssuedBody:
      'We did not find this document among those signed on this platform. It may not have been issued here, or it was changed after it was signed: any change, however small, changes its fingerprint.',
    folio: 'Folio',
    documentType: 'Document',
    signedAt: 'Signed on',
    timestampAt: 'Timestamp',
    authority: 'Issued by',
    localAuthority: 'The lender’s own server (local timestamp)',
    localNote:
      'A local timestamp, issued by the lender’s own server; it is not issued by an accredited certification service provider.',
    supersededNote:
      'A newer version of the contract was issued after this signature: this document is still the one that was signed, but it is no longer the current version.',
    none: '—',
  },
  validation: {
    sha256_format: 'Enter the SHA-256 fingerprint: 64 characters from 0 to 9 and a to f.',
  },
};
