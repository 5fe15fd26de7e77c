/** An endpoint path with exactly one leading slash, ready to follow the base path. */
export function plainPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}
