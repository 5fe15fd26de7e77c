import { describe, expect, it } from 'vitest';
import { decodeWrappedPath, wrappedUrlPath } from '../../sandbox/wrappedPath.ts';
import { encodeWrappedPath } from '../../src/api/encodeWrappedPath.ts';

describe('wrapped path encoding', () => {
  it('matches the documented example, with or without the leading slash', () => {
    expect(encodeWrappedPath('/v3/loan-details/loan-details')).toBe('djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw');
    expect(encodeWrappedPath('v3/loan-details/loan-details')).toBe('djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw');
    expect(wrappedUrlPath('/v3/loan-details/loan-details')).toBe('/w/djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw');
  });

  it('uses the URL-safe alphabet without padding and agrees with Node', () => {
    for (const path of ['/v3/installment/loan-play-delay-detail', '/v3/loan-confirm/loan-detail-push', '/a?b>c~']) {
      const encoded = encodeWrappedPath(path);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(encoded).toBe(Buffer.from(path.slice(1)).toString('base64url'));
      expect(decodeWrappedPath(encoded)).toBe(path);
    }
  });

  it('round-trips non-ASCII text as UTF-8 but refuses it as a path', () => {
    const encoded = encodeWrappedPath('/préstamo');
    expect(encoded).toBe(Buffer.from('préstamo').toString('base64url'));
    expect(decodeWrappedPath(encoded)).toBeNull();
  });

  it('rejects what is not an encoded path instead of throwing', () => {
    expect(decodeWrappedPath('')).toBeNull();
    expect(decodeWrappedPath('abc+def')).toBeNull();
    expect(decodeWrappedPath('djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw==')).toBeNull();
    expect(decodeWrappedPath('a')).toBeNull();
    expect(decodeWrappedPath(Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'))).toBeNull();
    expect(decodeWrappedPath(Buffer.from('/double').toString('base64url'))).toBeNull();
  });
});
