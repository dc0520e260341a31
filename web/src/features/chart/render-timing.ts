// How long the chart takes to paint once its data has arrived (issue 18's render budget, ≤ 300 ms
// on the throttled phone profile): two User Timing marks and the measure between them, read by
// bench/chart-render.ts. Marks cost microseconds and stay in the page's own timeline.

/** Set when the chart's answer has arrived and been parsed. */
export const CHART_DATA_MARK = 'chart:data';
/** From CHART_DATA_MARK to the first frame painted with the chart on screen. */
export const CHART_RENDER_MEASURE = 'chart:render';

/** Marks the chart's data as arrived (called by the chart query). */
export function markChartData(): void {
  performance.mark(CHART_DATA_MARK);
}

/** Measures to the next painted frame: a frame callback runs before paint, a task queued from it runs after. */
export function measureChartPainted(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (performance.getEntriesByName(CHART_DATA_MARK, 'mark').length > 0) performance.measure(CHART_RENDER_MEASURE, CHART_DATA_MARK);
    }, 0),
  );
}
