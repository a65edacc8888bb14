import { chromium, type Browser, type Cookie } from '@playwright/test';

/** Debian's Chromium (TOOLCHAIN.md), unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Its flags for the benches: no sandbox in the container, no background traffic that skews timings. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium for the page benches. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Signs a cook in through the app's own login call; the session's cookies for fresh contexts. */
export async function browserSignIn(
  browser: Browser,
  origin: string,
  cook: { username: string; password: string },
): Promise<Cookie[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  const status = await page.evaluate(async ({ username, password }) => {
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!);
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
    return response.status;
  }, cook);
  if (status !== 200) throw new Error(`sign-in: ${status}`);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}
