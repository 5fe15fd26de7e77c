import { commonQuery, exchange } from '../http.ts';

/** The same problem-init, upload and save calls the real screen makes, as plain form posts through the sandbox. */
const BASE = '/evolved/user-problem';

export interface Option {
  value: string | number;
  title: string;
}
export interface ProblemInit {
  problemType: Option[];
  problemSonType: Option[];
}

async function post<T>(path: string, body: BodyInit, page: URLSearchParams): Promise<T> {
  const envelope = await exchange<T>(`${BASE}${path}?${commonQuery(page)}`, { method: 'POST', body });
  if (Number(envelope.code) !== 0) throw new Error(envelope.message);
  return envelope.data;
}

export function problemInit(page: URLSearchParams): Promise<ProblemInit> {
  return post('/problem-init', new URLSearchParams({ orderId: page.get('orderNo') ?? '' }), page);
}

export async function uploadImage(file: File, page: URLSearchParams): Promise<string> {
  const body = new FormData();
  body.append('problemImage', file);
  return (await post<{ url: string }>('/upload-problem-img', body, page)).url;
}

export function saveProblem(fields: Record<string, string>, page: URLSearchParams): Promise<unknown> {
  return post('/problem-save', new URLSearchParams(fields), page);
}
