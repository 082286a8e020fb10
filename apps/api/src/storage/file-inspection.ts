import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import { type FileStorage, incomingKey } from './file-storage.js';
import { imageQueue } from './image-queue.js';

// The type of a file by its first bytes, whatever its name or declared type says.
function sniffType(content: Buffer): string | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff)
    return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (
    content.subarray(0, 4).toString('latin1') === 'RIFF' &&
    content.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

// Sized to ID photos and scanned documents (a 12-megapixel phone photo, a 300 dpi page): a
// 40-megapixel image decodes to about 120 MB, and more is refused from its header, never decoded.
const maxImageSide = 10_000;
const maxImagePixels = 40_000_000;

/**
 * Checks a file against what its document type accepts and answers what is stored: photos are
 * decoded and encoded again, turned upright, without their metadata (EXIF location and all), and
 * with bounded dimensions; PDFs are kept as they are.
 */
export async function inspectFile(content: Buffer, accepted: readonly string[], maxBytes: number) {
  if (content.length > maxBytes) throw new AppError(413, 'file_too_large');
  const type = sniffType(content);
  if (!type || !accepted.includes(type)) throw new AppError(415, 'file_type_not_accepted');
  if (type === 'application/pdf') return { content, type };
  // The header gives the size without decoding: an image over the limits is too large (413), not
  // of a wrong type.
  const { width = 0, height = 0 } = await sharp(content, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels)
    throw new AppError(413, 'image_too_large');
  return imageQueue.run(() => reencoded(content, type));
}

async function reencoded(content: Buffer, type: string) {
  try {
    const image = sharp(content, { limitInputPixels: maxImagePixels });
    const pipeline = image.rotate();
    const encoded =
      type === 'image/png'
        ? await pipeline.png().toBuffer()
        : type === 'image/webp'
          ? await pipeline.webp({ quality: 90 }).toBuffer()
          : // libjpeg-turbo, not mozjpeg: the re-encoding is there to drop what is not the picture,
            // and mozjpeg's smaller files cost about five times the CPU per photo (issue 33).
            await pipeline.jpeg({ quality: 90 }).toBuffer();
    return { content: encoded, type };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Bytes that look like an image but do not decode as one.
    throw new AppError(415, 'file_type_not_accepted');
  }
}

/** A stored file's fingerprint, as documents, contracts and signatures record it. */
export const sha256Hex = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** What a stored upload records, the same for application documents and identity photos. */
export const uploadedFileColumns = (file: { content: Buffer; type: string }, storageKey: string) => ({
  status: 'uploaded' as const,
  // Spent: the upload URL works once.
  uploadTokenHash: null,
  storageKey,
  size: file.content.length,
  contentType: file.type,
  sha256: sha256Hex(file.content),
  uploadedAt: new Date(),
});

/**
 * Takes what a browser uploaded straight to the store under `incomingKey(key)`: checks it like any
 * upload and deletes what arrived, whether it passed or not; answers the file to store.
 */
export async function takeDirectUpload(
  storage: FileStorage,
  key: string,
  maxBytes: number,
  check: (content: Buffer) => Promise<{ content: Buffer; type: string }>,
) {
  const incoming = incomingKey(key);
  const content = await storage.readUpload(incoming, maxBytes);
  if (content === null) throw new AppError(409, 'upload_missing');
  try {
    if (content === 'too_large') throw new AppError(413, 'file_too_large');
    if (content.length === 0) throw new AppError(400, 'file_empty');
    return await check(content);
  } finally {
    await storage.remove(incoming);
  }
}

/**
 * Stores a checked file under a key of its own, then lets `claim` record it (spending the upload,
 * after checking again that the record still takes a file). A claim that refuses, or that another
 * upload won, deletes what was stored: a record only ever points at the file it describes, and
 * two uploads racing on one URL or a status change cannot leave a file where it does not belong.
 */
export async function storeClaimed<T>(
  storage: FileStorage,
  baseKey: string,
  content: Buffer,
  claim: (key: string) => Promise<T>,
) {
  const key = `${baseKey}-${randomUUID()}`;
  await storage.put(key, content);
  try {
    return await claim(key);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
