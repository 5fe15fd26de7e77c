import type { Problem } from './problem.ts';
import { readReportAddress } from './reportAddress.ts';
import { asRecord } from './screenIndex.ts';

/** Every address of `fieldReports.to` must be a DSN or a path on the site; the schema cannot read one. */
export function checkFieldReports(section: unknown): Problem[] {
  return Object.entries(asRecord(asRecord(section).to)).flatMap(([environment, address]) => {
    if (typeof address !== 'string') return [];
    const read = readReportAddress(address);
    return 'problem' in read ? [{ path: ['fieldReports', 'to', environment], message: `address for ${environment}: ${read.problem}` }] : [];
  });
}
