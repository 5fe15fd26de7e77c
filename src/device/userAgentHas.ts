/**
 * Whether `userAgent` contains `wanted` (a text, or any text of a list), ignoring case; empty texts never match.
 * Expressions use it to tell an iPhone from an Android phone, or the in-app messenger browser
 * (`userAgentHas(const.messengerUserAgent)`).
 */
export function userAgentHas(userAgent: string, wanted: unknown): boolean {
  const texts = Array.isArray(wanted) ? wanted : [wanted];
  const agent = userAgent.toLowerCase();
  return texts.some((text) => typeof text === 'string' && text !== '' && agent.includes(text.toLowerCase()));
}
