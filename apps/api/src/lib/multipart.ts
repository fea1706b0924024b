import { ERROR_CODES, MSG } from '@okuryazar/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

export interface MultipartFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/**
 * Reads a multipart body into text fields and at most one file of the named field.
 * Limits (size, counts) come from the multipart plugin; going over them is a 413.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: MultipartFile | null }> {
  if (!request.isMultipart()) throw badRequest();
  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== fileField || file) continue;
        if (buffer.length > 0) file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer };
      } else if (typeof part.value === 'string') {
        // PostgreSQL text cannot hold NUL; a field carrying one would fail as a 500.
        // Browsers send form line breaks as CRLF; stored text uses LF.
        fields[part.fieldname] = part.value.replace(/\0/g, '').replace(/\r\n?/g, '\n');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MSG.imageTooLarge, ERROR_CODES.PAYLOAD_TOO_LARGE);
    if (code?.startsWith('FST_')) throw new AppError(413, MSG.payloadTooLarge, ERROR_CODES.PAYLOAD_TOO_LARGE);
    throw badRequest();
  }
  return { fields, file };
}
