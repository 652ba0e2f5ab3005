/** The JSON body of a webhook call (spec, Events > Delivery 1); signed and stored as these exact bytes. */
export interface PayloadInput {
  event: string;
  /** ISO 8601 UTC with Z: when the change happened. */
  timestamp: string;
  data: Record<string, unknown>;
  /** The acting user's xprofile (with `badge`), or null for a change no user made. */
  xprofile: Record<string, unknown> | null;
}

export const payloadBody = (p: PayloadInput): string => JSON.stringify({ event: p.event, timestamp: p.timestamp, data: p.data, xprofile: p.xprofile });
