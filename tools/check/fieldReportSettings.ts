import type { FieldReportSettings } from '../../src/field/types.ts';
import type { ReportAddress } from './reportAddress.ts';

/** pages.yaml's `fieldReports` after checking: each environment's address read. */
export interface FieldReportsBuild {
  enabled: boolean;
  timingShare: number;
  to: Record<string, ReportAddress>;
}

/** The environment a build reports as: FIELD_REPORTS_TO, else the sandbox. */
export function reportsEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return env.FIELD_REPORTS_TO?.trim() || 'sandbox';
}

/**
 * What the page gets for `environment`: null when pages.yaml declares no reports or turns them off. An environment
 * pages.yaml does not name is a mistake of the build's, said with the names it has.
 */
export function fieldReportSettings(build: FieldReportsBuild | undefined, environment: string): FieldReportSettings | null {
  if (!build?.enabled) return null;
  const address = build.to[environment];
  if (!address) {
    const known = Object.keys(build.to).join(', ');
    throw new Error(
      `FIELD_REPORTS_TO=${environment}, but pages.yaml's fieldReports.to names only ${known}: add it there or pick one of those`,
    );
  }
  return { endpoint: address.endpoint, timingShare: build.timingShare, environment };
}
