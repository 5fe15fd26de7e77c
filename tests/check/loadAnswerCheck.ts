import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnswerCheck } from '../../renderer/screen/checkAnswer.ts';
import { answerCheckModule } from '../../tools/check/answerCheckModule.ts';

const DIR = resolve(import.meta.dirname, '../../.tmp/answer-checks');

/** The check the build ships for `answer`, loaded as the browser loads it: the generated module itself. */
export async function loadAnswerCheck(answer: unknown): Promise<AnswerCheck> {
  const code = answerCheckModule(answer);
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { default: AnswerCheck }).default;
}
