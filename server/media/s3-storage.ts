// Media in any S3-compatible bucket (AWS, MinIO, R2, B2...), chosen by S3_BUCKET; its SDK is loaded only then.
import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertPublicKey,
  assertSafeKey,
  IMMUTABLE,
  isPrivateKey,
  type MediaBody,
  MediaNotFoundError,
  type MediaStorage,
  PRIVATE_PREFIX,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region?: string | undefined;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  publicUrl?: string | undefined;
}

/** Any S3-compatible bucket (AWS, MinIO, R2, B2...). One PUT is atomic, so no temp objects are needed. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(options: S3StorageOptions, client?: S3Client) {
    const region = options.region ?? 'us-east-1';
    this.bucket = options.bucket;
    this.client =
      client ??
      new S3Client({
        region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      });
    const derived = options.endpoint
      ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
      : `https://${options.bucket}.s3.${region}.amazonaws.com`;
    this.publicBase = (options.publicUrl ?? derived).replace(/\/$/, '');
  }

  async put(key: string, body: MediaBody, contentType: string): Promise<void> {
    assertSafeKey(key);
    let payload: Buffer | Readable = body;
    let length: number | undefined = Buffer.isBuffer(body) ? body.length : undefined;
    if (!Buffer.isBuffer(body)) {
      // PutObject needs the length of a stream; a file stream knows it, anything else is read into memory
      // (uploads are capped at MEDIA_LIMITS, so this stays bounded).
      const filePath = (body as Partial<fs.ReadStream>).path;
      if (typeof filePath === 'string') length = (await fsp.stat(filePath)).size;
      else {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
        payload = Buffer.concat(chunks);
        length = payload.length;
      }
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: payload,
        ContentLength: length,
        ContentType: contentType,
        ...(isPrivateKey(key) ? {} : { CacheControl: IMMUTABLE }),
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new MediaNotFoundError(key);
      return out.Body;
    } catch (error) {
      if (isS3NotFound(error)) throw new MediaNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isS3NotFound(error)) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertPublicKey(key);
    return `${this.publicBase}/${key}`;
  }

  async check(): Promise<boolean> {
    try {
      // Any answer but an error means the bucket is reachable with these credentials.
      await this.exists(`${PRIVATE_PREFIX}health-check`);
      return true;
    } catch {
      return false;
    }
  }
}

function isS3NotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
