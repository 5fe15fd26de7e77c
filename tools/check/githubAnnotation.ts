import type { Finding } from './runCheck.ts';

// GitHub's workflow commands end a message at a line break and read % as the start of an escape; a property
// value also ends at , and :.
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/**
 * A finding as a GitHub Actions workflow command (`::error file=…,line=…,col=…::message`), which GitHub shows as
 * an annotation at that line of the pull request; a warning becomes a warning annotation.
 */
export function githubAnnotation(finding: Finding): string {
  const { severity, file, line, col, message } = finding;
  return `::${severity} file=${escapeProperty(file)},line=${line},col=${col}::${escapeData(message)}`;
}
