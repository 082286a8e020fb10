import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { assertSafeKey, type FileStorage } from './file-storage.js';

export interface S3Settings {
  endpoint: string | null;
  publicEndpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

function clientOf(settings: S3Settings, endpoint: string | null) {
  return new S3Client({
    region: settings.region,
    endpoint: endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Only what the operation needs: no optional checksums that some S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * An S3-compatible bucket. The browser uploads straight to it with a presigned POST whose policy
 * bounds size and type; the server then reads the object back and checks it by content anyway
 * (some S3-compatible servers do not enforce POST policies).
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = clientOf(settings, settings.endpoint);
  // Presigned POSTs name the host the browser reaches, which may differ from the server's own.
  const publicClient = settings.publicEndpoint ? clientOf(settings, settings.publicEndpoint) : client;
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, content) {
      assertSafeKey(key);
      // An S3 PUT is atomic: readers see the whole object or none.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content }));
    },
    async read(key) {
      assertSafeKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body as Readable;
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async directUpload(key, limits) {
      assertSafeKey(key);
      return createPresignedPost(publicClient, {
        Bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, limits.maxBytes],
          ['eq', '$Content-Type', limits.contentType],
        ],
        Fields: { 'Content-Type': limits.contentType },
        Expires: limits.expiresSeconds,
      });
    },
    async readUpload(key, maxBytes) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        if ((head.ContentLength ?? 0) > maxBytes) return 'too_large';
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
