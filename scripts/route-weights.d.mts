import type { RouteArea } from '#src/app/route-manifest.ts';

/** A built JS file a route loads first: its gzip size and its modules' rendered bytes. */
export interface WeighedFile {
  file: string;
  gzKb: number;
  modules: Record<string, number>;
}

/** A route of the manifest, measured. */
export interface WeighedRoute {
  path: string;
  area: RouteArea;
  jsKb: number;
  cssKb: number;
  files: WeighedFile[];
}

export interface PlacementRule {
  name: string;
  modules: string[];
  routes: string[];
}

export interface Budgets {
  budgets?: Record<string, number>;
  interim?: Record<string, number>;
  interimArea?: Record<string, number>;
  placement?: PlacementRule[];
}

export const BUDGET_KB: Record<RouteArea, number>;
export const INTERIM_KB: Record<string, number>;
export const INTERIM_AREA_KB: Partial<Record<RouteArea, number>>;
export const PLACEMENT: PlacementRule[];
export function budgetOf(
  route: { path: string; area: string },
  budgets?: Record<string, number>,
  interim?: Record<string, number>,
  interimArea?: Record<string, number>,
): number | undefined;
export function packageOf(module: string): string;
export function largestModules(
  files: readonly Pick<WeighedFile, 'gzKb' | 'modules'>[],
  limit?: number,
): { module: string; kb: number }[];
export function judge(routes: readonly WeighedRoute[], options?: Budgets): string[];
export function readModules(distDir: string): Record<string, Record<string, number>>;
export function measureRoutes(distDir: string): WeighedRoute[];
export function formatTable(routes: readonly WeighedRoute[], options?: Budgets): string[];
