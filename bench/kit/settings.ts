// Settings of a bench run: the smoke mode (BENCH_SMOKE=1: tiny sizes, a few seconds, figures printed
// but not judged), numbers from the command line or the environment, and the statistics the benches
// print.

/** BENCH_SMOKE=1: run tiny sizes, fail only on errors (targets and budgets are reported, not judged). */
export const SMOKE = process.env.BENCH_SMOKE === '1';

const argValue = (name: string): string | undefined =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);

/** Whether the command line has --name. */
export const flag = (name: string): boolean => process.argv.slice(2).includes(`--${name}`);

/** --name=VALUE from the command line, else the smoke or the full default. */
export function arg(name: string, full: string, smoke?: string): string;
export function arg(name: string, full?: string, smoke?: string): string | undefined;
export function arg(name: string, full?: string, smoke = full): string | undefined {
  return argValue(name) ?? (SMOKE ? smoke : full);
}

/** --name=N from the command line, else the smoke or the full default. */
export function argNumber(name: string, full: number, smoke = full): number {
  const value = argValue(name);
  return value === undefined ? (SMOKE ? smoke : full) : Number(value);
}

/** The environment variable `name` as a number, else the smoke or the full default. */
export function envNumber(name: string, full: number, smoke = full): number {
  const value = process.env[name];
  return value === undefined || value === '' ? (SMOKE ? smoke : full) : Number(value);
}

/** The environment variable `name` as a comma-separated list of numbers, else the smoke or the full default. */
export function envNumbers(name: string, full: number[], smoke = full): number[] {
  const value = process.env[name];
  return value ? value.split(',').map(Number) : SMOKE ? smoke : full;
}

/** The sample at percentile p of an ascending list (the one at floor(p% of n)). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The middle sample (the upper one of an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The exit code of a bench whose targets or budgets `passed`: 1 when one failed, except in smoke
 * mode, where tiny sizes make the figures meaningless (they are printed, not judged).
 */
export function verdict(passed: boolean): number {
  if (SMOKE && !passed) console.log('(smoke mode: targets and budgets are not judged)');
  return passed || SMOKE ? 0 : 1;
}
