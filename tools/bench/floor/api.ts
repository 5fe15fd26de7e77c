/** The same problem-init and upload calls the real screen makes, as plain form posts through the sandbox. */
const BASE = '/evolved/user-problem';

export interface Option {
  value: string | number;
  title: string;
}
export interface ProblemInit {
  problemType: Option[];
  problemSonType: Option[];
}

async function post<T>(path: string, body: BodyInit, query: URLSearchParams): Promise<T> {
  const response = await fetch(`${BASE}${path}?${query}`, { method: 'POST', body });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(envelope.message);
  return envelope.data;
}

export function problemInit(query: URLSearchParams): Promise<ProblemInit> {
  return post('/problem-init', new URLSearchParams({ orderId: query.get('orderNo') ?? '' }), query);
}

export async function uploadImage(file: File, query: URLSearchParams): Promise<string> {
  const body = new FormData();
  body.append('problemImage', file);
  return (await post<{ url: string }>('/upload-problem-img', body, query)).url;
}

export function saveProblem(fields: Record<string, string>, query: URLSearchParams): Promise<unknown> {
  return post('/problem-save', new URLSearchParams(fields), query);
}
