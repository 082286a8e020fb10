import { maxSignatureBytes, signatureDataUrlPrefix } from '@origina/domain/contract-signature';
import sharp from 'sharp';
import { imageQueue } from '../../storage/image-queue.js';

// The signature the customer drew: a PNG that decodes, of a signature pad's shape and size, with
// ink on it. A blank canvas (or one dot) is not a signature; neither is a line of one pixel by
// millions, which would take seconds to decode and print invisibly on the contract.

// The pad is 640 × 240; a screen may send it scaled. Read from the header before decoding.
const minSide = { width: 100, height: 40 };
const maxSide = { width: 2400, height: 1200 };
const maxPixels = maxSide.width * maxSide.height;
// Pixels darker than mid-grey once the image is laid on white: a stroke leaves hundreds.
const minInkPixels = 60;

type SignatureImageProblem =
  | 'signature.image_not_png'
  | 'signature.image_too_large'
  | 'signature.image_shape'
  | 'signature.image_blank';

type SignatureImage = { png: Buffer; problem: null } | { png: null; problem: SignatureImageProblem };

export async function signatureImage(dataUrl: string): Promise<SignatureImage> {
  const png = Buffer.from(dataUrl.slice(signatureDataUrlPrefix.length), 'base64');
  if (png.length > maxSignatureBytes) return { png: null, problem: 'signature.image_too_large' };
  return imageQueue.run(() => checkedSignature(png));
}

async function checkedSignature(png: Buffer): Promise<SignatureImage> {
  try {
    const image = sharp(png, { limitInputPixels: maxPixels, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== 'png') return { png: null, problem: 'signature.image_not_png' };
    const fits =
      width >= minSide.width &&
      height >= minSide.height &&
      width <= maxSide.width &&
      height <= maxSide.height;
    if (!fits) return { png: null, problem: 'signature.image_shape' };
    const grey = await image.flatten({ background: '#ffffff' }).greyscale().raw().toBuffer();
    let ink = 0;
    for (const value of grey) if (value < 128) ink += 1;
    return ink < minInkPixels ? { png: null, problem: 'signature.image_blank' } : { png, problem: null };
  } catch {
    return { png: null, problem: 'signature.image_not_png' };
  }
}
