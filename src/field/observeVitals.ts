import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onINP } from 'web-vitals/onINP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import { elementName } from './elementName.ts';
import type { VitalName } from './timingEvent.ts';

/**
 * Measures the page's load as Google's web-vitals library does (LCP, INP, CLS, FCP, TTFB) and tells `record` each
 * value as it becomes final, most when the page is hidden, before the reports go; with the element behind LCP and
 * INP, named from the entries of its standard build (the attribution build would cost 2 KiB more).
 */
export function observeVitals(record: (name: VitalName, value: number, element?: string) => void): void {
  onLCP((metric) => record('lcp', metric.value, elementName(metric.entries[metric.entries.length - 1]?.element)));
  onINP((metric) => record('inp', metric.value, elementName(metric.entries[0]?.target)));
  onCLS((metric) => record('cls', metric.value));
  onFCP((metric) => record('fcp', metric.value));
  onTTFB((metric) => record('ttfb', metric.value));
}
