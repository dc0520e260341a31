import type { ReferenceRange } from '../../../../core/schemas/chart';
import type { TrendPoint } from './chart.utils';

// Geometry of the trend chart (a hand-written SVG line chart; docs/decisions/0010, 2026-11-25):
// points scaled into a plot box, the reference range as a band, and three y-axis ticks.

export interface TrendBox {
  width: number;
  height: number;
  /** Room left of the plot for the y-axis labels, and below it for the dates. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export interface TrendGeometry {
  /** The plotted points, in SVG coordinates. */
  dots: { x: number; y: number; point: TrendPoint }[];
  /** The polyline through them ('' for a single point). */
  path: string;
  /** The reference range band, clipped to the plot (null without a numeric range). */
  band: { y: number; height: number } | null;
  /** y-axis ticks: value and its SVG y. */
  ticks: { value: number; y: number }[];
  /** Where the plot area is. */
  plot: { x0: number; x1: number; y0: number; y1: number };
}

const NICE = [1, 2, 5, 10];

/** Round values between lo and hi for the y axis (two to five of them), e.g. 0.5, 1, 1.5. */
export function niceTicks(lo: number, hi: number): number[] {
  const raw = (hi - lo) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  // The 1-2-5 step nearest to a quarter of the span (in log terms), coarser while there are too many ticks.
  let index = NICE.reduce((best, f, i) => (Math.abs(Math.log10(f * power / raw)) < Math.abs(Math.log10(NICE[best]! * power / raw)) ? i : best), 0);
  for (;;) {
    const step = (NICE[index % 4]! * 10 ** Math.floor(index / 4)) * power;
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    const ticks: number[] = [];
    // Rounding each tick to the step's decimals keeps 0.1 + 0.2 from printing as 0.30000000000000004.
    for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) ticks.push(Number(v.toFixed(decimals)));
    if (ticks.length <= 5) return ticks;
    index += 1;
  }
}

/** Scales `points` (oldest first) and the reference range into `box`. */
export function trendGeometry(points: readonly TrendPoint[], range: ReferenceRange | null, box: TrendBox): TrendGeometry {
  const x0 = box.left;
  const x1 = box.width - box.right;
  const y0 = box.top;
  const y1 = box.height - box.bottom;
  const values = points.map((p) => p.value);
  if (range?.low !== undefined) values.push(range.low);
  if (range?.high !== undefined) values.push(range.high);
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi === lo) {
    // A flat line sits in the middle with some room either side.
    const pad = Math.abs(hi) * 0.1 || 1;
    lo -= pad;
    hi += pad;
  } else {
    const pad = (hi - lo) * 0.1;
    lo -= pad;
    hi += pad;
  }
  const first = points[0]?.ms ?? 0;
  const last = points[points.length - 1]?.ms ?? 0;
  const xOf = (ms: number) => (last === first ? (x0 + x1) / 2 : x0 + ((ms - first) / (last - first)) * (x1 - x0));
  const yOf = (v: number) => y1 - ((v - lo) / (hi - lo)) * (y1 - y0);
  const dots = points.map((point) => ({ x: xOf(point.ms), y: yOf(point.value), point }));
  const path = dots.length > 1 ? dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x.toFixed(1)},${d.y.toFixed(1)}`).join(' ') : '';
  let band: TrendGeometry['band'] = null;
  if (range && (range.low !== undefined || range.high !== undefined)) {
    const top = range.high !== undefined ? yOf(range.high) : y0;
    const bottom = range.low !== undefined ? yOf(range.low) : y1;
    band = { y: Math.max(y0, top), height: Math.max(0, Math.min(y1, bottom) - Math.max(y0, top)) };
  }
  const ticks = niceTicks(lo, hi).map((value) => ({ value, y: yOf(value) }));
  return { dots, path, band, ticks, plot: { x0, x1, y0, y1 } };
}
