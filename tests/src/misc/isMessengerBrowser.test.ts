import { describe, expect, it } from 'vitest';
import { isMessengerBrowser } from '../../../src/device/isMessengerBrowser.ts';
import { config } from '../api/config.ts';

const marker = config.constants.messengerUserAgent;
const wechat =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

describe('isMessengerBrowser', () => {
  it.each<[string, string, boolean]>([
    ['the messenger', wechat, true],
    ['the messenger in lower case', wechat.toLowerCase(), true],
    ['Safari', safari, false],
    ['an empty user agent', '', false],
  ])('%s → %s', (_, userAgent, expected) => {
    expect(isMessengerBrowser(userAgent, marker)).toBe(expected);
  });

  it('uses the marker it is given, and an empty one never matches', () => {
    expect(isMessengerBrowser(safari, 'safari')).toBe(true);
    expect(isMessengerBrowser(safari, '')).toBe(false);
  });
});
