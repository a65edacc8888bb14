/** The step circle's radius scales from 36 to 60 px as the window goes from 320 to 1920 px. */
export const CIRCLE = { minRadius: 36, maxRadius: 60, minWidth: 320, maxWidth: 1920 } as const;

/** How far the dashed connectors curve. */
export const CURVE_AMOUNT = 180;

/** The step circle's radius for a window width, in whole pixels. */
export function circleRadius(windowWidth: number): number {
  const { minRadius, maxRadius, minWidth, maxWidth } = CIRCLE;
  if (!Number.isFinite(windowWidth)) return minRadius;
  const t = Math.min(1, Math.max(0, (windowWidth - minWidth) / (maxWidth - minWidth)));
  return Math.round(minRadius + (maxRadius - minRadius) * t);
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The dashed connector from the bottom of one step's circle to the top of the next: a cubic curve
 * whose handles lean CURVE_AMOUNT px sideways, so the path swings between alternating steps.
 */
export function connectorPath(
  from: Point,
  to: Point,
  radius: number,
  curve = CURVE_AMOUNT,
): string {
  const start = { x: from.x, y: from.y + radius };
  const end = { x: to.x, y: to.y - radius };
  const third = (end.y - start.y) / 3;
  const lean = to.x >= from.x ? curve : -curve;
  const r = (n: number) => Math.round(n * 10) / 10;
  return `M ${r(start.x)} ${r(start.y)} C ${r(start.x + lean)} ${r(start.y + third)} ${r(end.x - lean)} ${r(end.y - third)} ${r(end.x)} ${r(end.y)}`;
}
