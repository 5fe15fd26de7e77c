import type { ClientSettings } from '../../../schemas/types.ts';
import { encodeWrappedPath } from '../encodeWrappedPath.ts';
import type { ClientKind } from '../types.ts';
import { plainPath } from './plainPath.ts';

function wrappedPath(path: string, settings: ClientSettings): string {
  const prefix = settings.pathPrefix ?? '/';
  return prefix + (settings.pathEncoding === 'base64url' ? encodeWrappedPath(path) : plainPath(path).slice(1));
}

/** The wrapped loan calls: the path goes out obscured (`/w/<base64url>`) and the `success` flag decides. */
export const wrappedClient: ClientKind = {
  defaultBody: 'form',
  marksAjax: false,
  urlPath: wrappedPath,
};
