// A page that starts field reports as the boot will, for tests/browser/field-reports.test.ts to drive: the test
// calls window.probe.start with the settings the build would give, then tells it what happens.
import { startFieldReports } from '../../../src/field/startFieldReports.ts';
import type { FieldReports, FieldReportSettings } from '../../../src/field/types.ts';

declare global {
  interface Window {
    probe: { start(settings: FieldReportSettings, screen: string): void; reports?: FieldReports };
  }
}

window.probe = {
  start(settings, screen) {
    window.probe.reports = startFieldReports({ settings, page: () => ({ screen, route: location.pathname, language: 'es' }) });
  },
};
