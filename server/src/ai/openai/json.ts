/**
 * Reading a model's JSON answer. Structured outputs give bare JSON, but models in json_object or
 * prompt mode (and some servers even with a schema) wrap it: a ```json fence, a sentence before or
 * after ("Here are your recipes:"), a byte-order mark. The first complete JSON object or array in
 * the answer is taken: a fenced block when there is one, else the first balanced {...} or [...].
 */

/** The text inside the first markdown code fence (```json, ```JSON, ``` or ~~~), if any. */
function fenced(text: string): string | undefined {
  const lines = text.split('\n');
  const open = lines.findIndex((line) => /^\s*(?:```|~~~)/.test(line));
  if (open < 0) return undefined;
  const marker = lines[open]!.trim().slice(0, 3);
  const close = lines.findIndex((line, index) => index > open && line.trim().startsWith(marker));
  return lines.slice(open + 1, close < 0 ? undefined : close).join('\n');
}

/** The first balanced JSON object or array in the text (strings and escapes respected). */
function balanced(text: string): string | undefined {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const stack: string[] = [];
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') stack.push('}');
    else if (char === '[') stack.push(']');
    else if (char === '}' || char === ']') {
      if (stack.pop() !== char) return undefined;
      if (stack.length === 0) return text.slice(start, index + 1);
    }
  }
  return undefined;
}

function tryParse(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The JSON value a model's answer holds. Throws a SyntaxError (with a fixed message: the answer
 * itself is never quoted) when there is none.
 */
export function parseModelJson(content: string | null | undefined): unknown {
  const text = (content ?? '').replace(/^\uFEFF/, '').trim();
  const candidates = [text];
  const inFence = fenced(text);
  if (inFence !== undefined) candidates.push(inFence.trim(), balanced(inFence) ?? '');
  candidates.push(balanced(text) ?? '');
  for (const candidate of candidates) {
    if (!candidate) continue;
    const parsed = tryParse(candidate);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') return parsed.value;
  }
  throw new SyntaxError('The answer holds no JSON object.');
}
