/** The clipboard part of `navigator` (a stand-in in tests). */
export interface ClipboardCapable {
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** Copies text to the clipboard; says whether that worked. */
export async function copyText(
  text: string,
  nav: ClipboardCapable = globalThis.navigator,
): Promise<'copied' | 'failed'> {
  try {
    if (!nav?.clipboard) return 'failed';
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
