/**
 * SQS message bodies: JSON that any JSON value, whatever its strings contain, travels in.
 *
 * SQS accepts only #x9 | #xA | #xD | #x20-#xD7FF | #xE000-#xFFFD | #x10000-#x10FFFF in a body and
 * refuses the whole message otherwise. JSON.stringify already escapes control characters and lone
 * surrogates, so what is left to escape is U+FFFE and U+FFFF inside strings (the only place JSON
 * text holds anything but ASCII): as \uFFFE / \uFFFF escapes they decode back to the same string,
 * so a webhook's signed body arrives byte for byte.
 */

/** One character SQS refuses in a message body (its documented rule). */
export const SQS_REFUSED_CHARACTER = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const SQS_REFUSED_CHARACTERS = new RegExp(SQS_REFUSED_CHARACTER.source, 'gu');

// Every refused character is one UTF-16 code unit: supplementary characters are all allowed.
const escapeCharacter = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `value` as JSON whose every character SQS accepts. */
export function toSqsBody(value: unknown): string {
  return JSON.stringify(value).replace(SQS_REFUSED_CHARACTERS, escapeCharacter);
}

/** The value toSqsBody encoded (plain JSON: an operator reads a message as it is). */
export function fromSqsBody(body: string): unknown {
  return JSON.parse(body);
}
