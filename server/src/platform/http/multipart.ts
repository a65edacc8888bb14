import type { FastifyRequest } from 'fastify';
import { HttpError, invalid, tooLarge, type ValidationItem } from '#server/src/platform/errors.ts';
import { DETAILS } from '#contract/messages.ts';

/** A multipart form read into memory: text fields and the one `file` part. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

/**
 * Reads a multipart/form-data body (the glue does not validate multipart schemas, so handlers check
 * the parts). Beyond maxBytes the file part answers 413; a body of another type answers 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, DETAILS.expectedMultipart);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\u0000') || part.fieldname.includes('\u0000'))
          throw invalid(['body', part.fieldname], DETAILS.nulCharacter, 'string_nul');
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT'
    ) {
      throw tooLarge();
    }
    if (error instanceof HttpError) throw error;
    // Busboy's own complaints (a truncated body, a missing boundary): the form cannot be read.
    throw invalid(['body'], DETAILS.malformedMultipart, 'multipart_invalid');
  }
  return { fields, file };
}

/** 422 unless the form has a non-empty file part. */
export function requireFile(form: MultipartForm, problems: ValidationItem[]): Buffer | undefined {
  if (!form.file || form.file.length === 0) {
    problems.push({ loc: ['body', 'file'], msg: DETAILS.fieldRequired, type: 'missing' });
    return undefined;
  }
  return form.file;
}
