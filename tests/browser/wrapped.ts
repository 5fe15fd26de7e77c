import { wrappedUrlPath } from '../../sandbox/wrappedPath.ts';
import { LANG_PARAM, LANG_VALUE, type Lang } from '../support/language.ts';

/**
 * Calls a wrapped endpoint of the sandbox behind the app server, for what a test expects the page to show. The
 * server answers in the page's language, so ask in the language the page was opened in.
 */
export async function wrapped<T = Record<string, unknown>>(
  appUrl: string,
  path: string,
  body: Record<string, string>,
  lang: Lang = 'es',
): Promise<T> {
  const url = `${appUrl}/evolved${wrappedUrlPath(path)}?${LANG_PARAM}=${LANG_VALUE[lang]}`;
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(body) });
  const answer = (await response.json()) as { success: boolean; data: T };
  if (!answer.success) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** `wrapped` asked in each language the pages speak, for tests that hold each page to its server's answer. */
export async function wrappedInEachLanguage<T>(appUrl: string, path: string, body: Record<string, string>): Promise<Record<Lang, T>> {
  return { es: await wrapped<T>(appUrl, path, body, 'es'), en: await wrapped<T>(appUrl, path, body, 'en') };
}
