import { buffer } from 'node:stream/consumers';
import { type ContractSetDocumentType, contractSetDocumentTitles } from '@origina/domain/contract-documents';
import { zipSync } from 'fflate';
import type { FileStorage } from '../../storage/file-storage.js';

// "Descargar todo": the whole set as one ZIP. A ZIP, not one combined PDF, because a combined PDF
// would be a new file: each signed PDF stays byte for byte the one whose SHA-256 the constancia,
// the contract's page and the customer's e-mail list (and a timestamp covers), so anyone can check
// it. A SHA256SUMS file inside lets `sha256sum -c` do so.

export interface ArchivedDocument {
  type: ContractSetDocumentType;
  storageKey: string;
  sha256: string;
  sha256Before: string | null;
}

export const archiveFileName = (folio: string, type: ContractSetDocumentType) =>
  `${folio}-${type.replace(/_/g, '-')}.pdf`;

export async function contractArchive(storage: FileStorage, folio: string, documents: ArchivedDocument[]) {
  const files: Record<string, Uint8Array> = {};
  for (const document of documents)
    files[archiveFileName(folio, document.type)] = new Uint8Array(
      await buffer(await storage.read(document.storageKey)),
    );
  const sums = documents.map((document) => `${document.sha256}  ${archiveFileName(folio, document.type)}`);
  // What each signed copy was stamped from, as comments `sha256sum` skips.
  const before = documents
    .filter((document) => document.sha256Before)
    .map(
      (document) =>
        `# ${contractSetDocumentTitles[document.type]}, antes de la firma: ${document.sha256Before}`,
    );
  files.SHA256SUMS = new TextEncoder().encode(`${[...sums, ...before].join('\n')}\n`);
  // PDFs are compressed already: stored as they are, the ZIP is made at once.
  return Buffer.from(zipSync(files, { level: 0 }));
}
