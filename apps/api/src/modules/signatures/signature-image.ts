import { maxSignatureBytes, signatureDataUrlPrefix } from '@origina/domain/contract-signature';
import sharp from 'sharp';

// The signature the customer drew: a PNG that decodes, of modest size, with ink on it. A blank
// canvas (or one dot) is not a signature.

const maxPixels = 4_000_000;
// Pixels darker than mid-grey once the image is laid on white: a stroke leaves hundreds.
const minInkPixels = 60;

export type SignatureImageProblem =
  | 'signature.image_not_png'
  | 'signature.image_too_large'
  | 'signature.image_blank';

export async function signatureImage(
  dataUrl: string,
): Promise<{ png: Buffer; problem: null } | { png: null; problem: SignatureImageProblem }> {
  const png = Buffer.from(dataUrl.slice(signatureDataUrlPrefix.length), 'base64');
  if (png.length > maxSignatureBytes) return { png: null, problem: 'signature.image_too_large' };
  try {
    const image = sharp(png, { limitInputPixels: maxPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png') return { png: null, problem: 'signature.image_not_png' };
    const grey = await image.flatten({ background: '#ffffff' }).greyscale().raw().toBuffer();
    let ink = 0;
    for (const value of grey) if (value < 128) ink += 1;
    return ink < minInkPixels ? { png: null, problem: 'signature.image_blank' } : { png, problem: null };
  } catch {
    return { png: null, problem: 'signature.image_not_png' };
  }
}
