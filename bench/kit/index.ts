// The bench kit: everything a benchmark or fault script needs to start a server, make users, seed a
// library and read its settings (bench/README.md). Benches import this module only; the kit builds on
// the server tests' helpers (server/test/helpers), so a server is started one way everywhere.
export { startServer, backends, postgresUrl, BENCH_ENV } from './server.ts';
export type { Backend, Server, ServerOptions } from './server.ts';
export { startApp } from './app.ts';
export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, browserSignIn } from './browser.ts';
export type { App, AppOptions } from './app.ts';
export {
  Cook,
  signUp,
  signIn,
  saveGeneratedRecipes,
  generateLibrary,
  seedLibrary,
} from './seed.ts';
export {
  SMOKE,
  flag,
  arg,
  argNumber,
  envNumber,
  envNumbers,
  percentile,
  median,
  verdict,
} from './settings.ts';
export { HttpClient, freePort, sleep } from '#server/test/helpers/process.ts';
export type { HttpRequestOptions } from '#server/test/helpers/process.ts';
export { paprikaArchive } from '#server/test/helpers/archive-fixtures.ts';
export type { FixtureRecipe } from '#server/test/helpers/archive-fixtures.ts';
