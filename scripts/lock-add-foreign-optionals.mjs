// The registry mirror here 404s some other-OS optional binaries, so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lockfile ("Missing: ... from lock file"). This adds
// lock entries for those platform packages (optional, with their os/cpu), which npm ci skips on
// this platform without fetching. Run after changing dependencies: node scripts/lock-add-foreign-optionals.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
const osOf = (name) =>
  [
    'darwin',
    'win32',
    'freebsd',
    'android',
    'linux',
    'openbsd',
    'sunos',
    'aix',
    'netbsd',
    'openharmony',
    'wasm32',
  ].find((os) => new RegExp(`(^|[-/])${os}`).test(name.replace(/^@[^/]+\//, '')));
const cpuOf = (name) =>
  [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'ppc64',
    's390x',
    'loong64',
    'riscv64',
    'mips64el',
    'wasm32',
  ].find((cpu) => new RegExp(`-${cpu}($|[-_])`).test(name) || new RegExp(`-${cpu}`).test(name));
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => pkgs[c])) continue;
    const os = osOf(dep);
    if (!os) continue;
    const cpu = cpuOf(dep);
    // A binary for this very platform that is missing is a real problem: leave it to npm.
    if (os === process.platform && (!cpu || cpu === process.arch)) continue;
    pkgs[`node_modules/${dep}`] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      os: os === 'wasm32' ? undefined : [os],
      cpu: cpu ? [cpu] : undefined,
    };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} foreign optional entries`);
