import { wrappedUrlPath } from '../../sandbox/wrappedPath.ts';

const LANG_PARAM = { es: '2', en: '1' } as const;

/**
 * Calls a wrapped endpoint of the sandbox behind the app server, for what a test expects the page to show. The
 * server answers in the page's language, so ask in the language the page was opened in.
 */
export async function wrapped<T = Record<string, unknown>>(
  appUrl: string,
  path: string,
  body: Record<string, string>,
  lang: 'es' | 'en' = 'es',
): Promise<T> {
  const url = `${appUrl}/evolved${wrappedUrlPath(path)}?is-need-pop=${LANG_PARAM[lang]}`;
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(body) });
  const answer = (await response.json()) as { success: boolean; data: T };
  if (!answer.success) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
  return answer.data;
}
