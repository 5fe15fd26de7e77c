import { execFileSync } from 'node:child_process';

/**
 * The files of the repository at `root` that differ from `ref`: committed since, staged, edited, or new and not
 * ignored, as the work tree the atlas pictures has them.
 */
export function changedFiles(root: string, ref: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])].sort();
}
