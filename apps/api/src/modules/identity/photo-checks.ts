import sharp from 'sharp';
import type { MessageKey } from '../../i18n/messages.js';
import { imageQueue } from '../../storage/image-queue.js';

// The built-in verifier's checks of an identity photo, each with a reason the customer can act on.
// Thresholds: an ID or a face must fill enough pixels to be read (480 × 360 at least); a photo of
// nothing (lens covered, a wall) has almost no variation; a shaken photo has almost no edges,
// measured as the variance of its Laplacian on a 800-pixel-wide greyscale copy.
const minimumLongSide = 480;
const minimumShortSide = 360;
const minimumDeviation = 6;
const minimumSharpness = 12;

// What `photoProblem` can answer, for the API's documentation.
export const photoProblems = [
  'identity.photo_too_small',
  'identity.photo_blank',
  'identity.photo_blurry',
] as const;

/** Answers what is wrong with a photo already re-encoded within the pixel limit, or null. */
export const photoProblem = (content: Buffer) => imageQueue.run(() => problemOf(content));

async function problemOf(content: Buffer): Promise<MessageKey | null> {
  const { width = 0, height = 0 } = await sharp(content).metadata();
  if (Math.max(width, height) < minimumLongSide || Math.min(width, height) < minimumShortSide) {
    return 'identity.photo_too_small';
  }
  const grey = sharp(content).rotate().greyscale().resize({ width: 800, withoutEnlargement: true });
  const { channels } = await grey.clone().stats();
  if ((channels[0]?.stdev ?? 0) < minimumDeviation) return 'identity.photo_blank';
  const edges = await grey
    .clone()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .raw()
    .toBuffer();
  let sum = 0;
  let squares = 0;
  for (const value of edges) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / edges.length;
  const variance = squares / edges.length - mean * mean;
  return variance < minimumSharpness ? 'identity.photo_blurry' : null;
}
