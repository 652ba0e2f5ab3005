/** Headers of every webhook call. A webhook's custom headers may not set these (the API refuses them). */
export const SIGNATURE_HEADER = 'X-Service-Signature';
/** The event's unique id: the same on every retry and redelivery, so receivers can drop duplicates. */
export const EVENT_ID_HEADER = 'X-Service-Event-Id';
export const EVENT_NAME_HEADER = 'X-Service-Event';
/** 1 for the first attempt of a delivery, then 2, 3, ... */
export const ATTEMPT_HEADER = 'X-Service-Delivery-Attempt';

/** Set by the sender, or meaningless for one request (hop-by-hop); custom headers must not name them. */
export const RESERVED_HEADERS: readonly string[] = [
  SIGNATURE_HEADER, EVENT_ID_HEADER, EVENT_NAME_HEADER, ATTEMPT_HEADER,
  'Content-Type', 'Content-Length', 'Host', 'Connection', 'Keep-Alive', 'Transfer-Encoding', 'TE', 'Trailer', 'Upgrade',
  'Proxy-Authorization', 'Proxy-Connection', 'Expect', 'User-Agent',
].map((h) => h.toLowerCase());
