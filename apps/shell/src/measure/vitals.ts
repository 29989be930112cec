import type { MeasureEvent } from 'shared-types';
import {
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  onCLS,
  onINP,
  onLCP,
} from 'web-vitals/attribution';
import type { PageParts } from './page-parts';

type Metric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/**
 * LCP, INP and CLS as the web-vitals library measures them, each charged to a part: LCP
 * and CLS, measured over the whole stay from the first page's load, to the part serving
 * that first page; a slow interaction to the part whose script ran longest in it (its
 * long animation frames' scripts), else the part serving the page then. Its own chunk,
 * loaded by the beacon after idle; the entries before it are buffered by the browser.
 */
export function measureVitals(
  parts: PageParts,
  { firstPagePart, pagePart }: { firstPagePart?: string; pagePart: () => string | undefined },
  count: (event: MeasureEvent) => void,
): void {
  const report = (metric: Metric) => {
    const part =
      metric.name === 'INP' ? (slowestScriptPart(metric, parts) ?? pagePart()) : firstPagePart;
    const target =
      metric.name === 'INP'
        ? metric.attribution.interactionTarget
        : metric.name === 'LCP'
          ? metric.attribution.target
          : metric.attribution.largestShiftTarget;
    count({
      name: 'vital',
      detail: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      part,
      target,
    });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}

function slowestScriptPart(metric: INPMetricWithAttribution, parts: PageParts) {
  const scripts = metric.attribution.longAnimationFrameEntries.flatMap((frame) => frame.scripts);
  const slowest = scripts.sort((a, b) => b.duration - a.duration)[0];
  return slowest && parts.partOfUrl(slowest.sourceURL);
}
