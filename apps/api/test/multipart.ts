import { randomBytes } from 'node:crypto';

/** A file part of a multipart body. */
export interface MultipartFilePart {
  /** The form field name (for covers: cover_image). */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export type MultipartFields = Record<string, string | number | boolean | null | undefined>;

/**
 * Builds a multipart/form-data body for app.inject: text fields (undefined and null are
 * left out, so a test can drop a field by overriding it) and any number of file parts.
 */
export function multipartPayload(
  fields: MultipartFields,
  files: MultipartFilePart | MultipartFilePart[] | null | undefined = [],
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----okuryazar${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`, 'utf8'));
  }
  for (const file of files ? (Array.isArray(files) ? files : [files]) : []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
        'utf8',
      ),
      file.data,
      Buffer.from('\r\n', 'utf8'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A cover file part (field cover_image). */
export const coverPart = (data: Buffer, filename = 'kapak.jpg', contentType = 'image/jpeg'): MultipartFilePart => ({
  field: 'cover_image',
  filename,
  contentType,
  data,
});
