/**
 * The obfuscated path of the wrapped calls: base64url of the UTF-8 path without its leading slash, with no
 * padding. The sandbox decodes exactly this (sandbox/wrappedPath.ts).
 */
export function encodeWrappedPath(path: string): string {
  const bare = path.startsWith('/') ? path.slice(1) : path;
  let binary = '';
  // btoa only takes Latin-1, so the UTF-8 bytes go in as one character each.
  for (const byte of new TextEncoder().encode(bare)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
