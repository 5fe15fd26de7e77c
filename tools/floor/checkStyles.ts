import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import postcss, { type Node, type Plugin } from 'postcss';
import { HARMLESS_CSS } from './allowed.ts';
import type { FloorProblem } from './FloorProblem.ts';

/** What doiuse reports per use (its package.json exports no types). */
interface FeatureUsage {
  feature: string;
  featureData?: { title: string; missingData?: Record<string, Record<string, string>> };
  usage: Node & { selector?: string };
}
const doiuse = createRequire(import.meta.url)('doiuse') as (options: {
  browsers: string[];
  onFeatureUsage: (usage: FeatureUsage) => void;
}) => Plugin;

/**
 * CSS properties, values, selectors and at-rules (doiuse, caniuse's data) that a browser of `query` does not
 * support at all. Partial support is not reported: caniuse marks a feature partial for parts this code does not
 * use (`overflow: clip`, clip-path on SVG, mask images), and a line per use would bury the real problems.
 */
export async function checkStyles(root: string, files: string[], query: string[]): Promise<FloorProblem[]> {
  const problems: FloorProblem[] = [];
  for (const file of files) {
    const plugin = doiuse({
      browsers: query,
      onFeatureUsage: ({ feature, featureData, usage }) => {
        // Selectors compared without spaces: the build minifies them.
        const selector = compact(usage.selector ?? '');
        const harmless = HARMLESS_CSS.filter((h) => h.feature === feature && selector.includes(compact(h.selector ?? ''))).flatMap(
          (h) => h.browsers,
        );
        const missing = Object.entries(featureData?.missingData ?? {}).filter(([browser]) => !harmless.includes(browser));
        if (missing.length === 0) return;
        const versions = missing.map(([browser, byVersion]) => `${browser} ${Object.keys(byVersion).join(',')}`);
        const start = usage.source?.start;
        problems.push({
          file: relative(root, file),
          line: start?.line ?? 0,
          column: start?.column ?? 0,
          message: `${featureData?.title ?? feature} (${feature}) is not supported by ${versions.join('; ')}`,
        });
      },
    });
    await postcss([plugin]).process(readFileSync(file, 'utf8'), { from: file });
  }
  return problems;
}

function compact(selector: string): string {
  return selector.replace(/\s+/g, '');
}
