/**
 * A small multipart/form-data parser. The mock cannot rely on `request.formData()`: under jsdom, Node's
 * parser builds jsdom-incompatible File objects and throws. Works the same in the browser.
 */

/** An uploaded file part. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  (value as UploadedFile).bytes instanceof Uint8Array;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The fields of a multipart body (text values as strings, files as UploadedFile); null if malformed. */
export function parseMultipart(
  body: Uint8Array,
  contentType: string,
): Record<string, string | UploadedFile> | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const delimiter = encoder.encode(`--${boundary}`);
  const separator = encoder.encode('\r\n\r\n');
  const fields: Record<string, string | UploadedFile> = {};
  let start = indexOf(body, delimiter, 0);
  if (start < 0) return null;
  while (start >= 0) {
    const partStart = start + delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body[partStart] === 0x2d && body[partStart + 1] === 0x2d) break;
    const next = indexOf(body, delimiter, partStart);
    if (next < 0) return null;
    const part = body.subarray(partStart + 2, next - 2); // Without the CRLFs around the part.
    const split = indexOf(part, separator, 0);
    if (split < 0) return null;
    const headers = decoder.decode(part.subarray(0, split));
    const content = part.subarray(split + separator.length);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
    if (name !== undefined) {
      fields[name] =
        filename !== undefined
          ? { name: filename, type, size: content.length, bytes: content.slice() }
          : decoder.decode(content);
    }
    start = next;
  }
  return fields;
}
