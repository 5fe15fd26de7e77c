import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository's pages.yaml, the product's single source of its rules. */
export const PAGES_FILE = fileURLToPath(new URL('../pages.yaml', import.meta.url));

/** The rules of pages.yaml the sandbox enforces as the real servers do, so the page and the API never disagree. */
export interface PagesRules {
  /** `constants.phonePattern`: what counts as a mobile number. */
  phone(): RegExp;
}

/**
 * Reads the rules from `file` when the sandbox starts and again whenever the file changes, so a staffer's edit to
 * the phone rule reaches the sandbox as it reaches the page. A file caught mid-save keeps the last good rules.
 */
export function readPagesRules(file: string = PAGES_FILE): PagesRules {
  let seen = -1;
  let phone = load(file);
  seen = statSync(file).mtimeMs;
  return {
    phone() {
      const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? seen;
      if (changed !== seen) {
        seen = changed;
        try {
          phone = load(file);
        } catch {
          // Keep the last good rule; the checker reports the broken file.
        }
      }
      return phone;
    },
  };
}

function load(file: string): RegExp {
  const pages = parse(readFileSync(file, 'utf8')) as { constants?: { phonePattern?: unknown } } | null;
  const pattern = pages?.constants?.phonePattern;
  if (typeof pattern !== 'string' || pattern === '')
    throw new Error(`${file}: constants.phonePattern is missing; the sandbox checks phone numbers with it`);
  return new RegExp(pattern);
}
