import type { CallResult } from '../../renderer/runtime/services.ts';
import { isSuccessCode } from './isSuccessCode.ts';
import { parseEnvelope } from './parseEnvelope.ts';
import type { HttpOutcome } from './types.ts';

/** How one client reads an answer; the texts are already resolved from the config. */
export interface ResultRules {
  /** `success`: the boolean `success` field decides (wrapped calls); `code`: the code does. */
  resultKey: 'code' | 'success';
  /** The resolved success code: a number compares as an integer, a string exactly. */
  successCode: unknown;
  /** The text shown for a failure with this code and server message. */
  failureText(code: string | number | undefined, serverMessage: string): string;
  /** The text shown when no usable answer came. */
  networkError: string;
}

function transportFailure(code: 'network' | 'timeout' | 'http' | 'malformed', message: string, raw: unknown): CallResult {
  return { success: false, code, message, data: undefined, raw };
}

function readCode(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

function readMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/**
 * Turns what came off the wire into the `CallResult` every screen reads. No answer, an HTTP error status, or a
 * body that is not a JSON object become `success: false` with the network error text, never an exception.
 * On failure `message` is the text to show (a configured message, the server's, or the default).
 */
export function normaliseResult(outcome: HttpOutcome, rules: ResultRules): CallResult {
  if (outcome.kind !== 'answer') return transportFailure(outcome.kind, rules.networkError, undefined);
  const envelope = parseEnvelope(outcome.text);
  if (outcome.status >= 400) return transportFailure('http', rules.networkError, envelope ?? outcome.text);
  if (envelope === undefined) return transportFailure('malformed', rules.networkError, outcome.text);

  const code = readCode(envelope.code);
  const serverMessage = readMessage(envelope.message);
  const success = rules.resultKey === 'success' ? envelope.success === true : isSuccessCode(envelope.code, rules.successCode);
  const message = success ? serverMessage : rules.failureText(code, serverMessage);
  return { success, code, message, data: envelope.data, raw: envelope };
}
