/**
 * HTTP and HTTPS agents under the outbound address rule (address-guard.ts), for clients that take
 * an agent rather than a URL to fetch (the AWS SDK's request handler): every connection they open
 * resolves its host through `guardedLookup`, so it reaches only the addresses just checked (no DNS
 * rebinding between a check and a connection), and a host written as an IP literal, which skips
 * resolvers, is checked before its socket is made. A refused connection fails its request with
 * AddressRejected; nothing is sent.
 */
import { Agent as HttpAgent, type AgentOptions, type ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent, type AgentOptions as HttpsAgentOptions, type RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import { guardedLookup, literalRejection, type AddressPolicy } from '#platform/net/address-guard.ts';

type Connect = (err: Error | null, stream: Duplex) => void;

/** Refuses a literal host before its socket is made (the callback gets the error, as a failed connect would). */
function refused(options: { host?: string | null | undefined; hostname?: string | null | undefined }, policy: AddressPolicy, callback?: Connect): boolean {
  const rejection = literalRejection(options.host ?? options.hostname ?? '', policy);
  if (!rejection) return false;
  process.nextTick(() => callback?.(rejection, undefined as unknown as Duplex));
  return true;
}

class GuardedHttpAgent extends HttpAgent {
  constructor(private readonly policy: AddressPolicy, options: AgentOptions) {
    super({ ...options, lookup: guardedLookup(policy) } as AgentOptions);
  }

  override createConnection(options: ClientRequestArgs, callback?: Connect): Duplex | null | undefined {
    return refused(options, this.policy, callback) ? undefined : super.createConnection(options, callback);
  }
}

class GuardedHttpsAgent extends HttpsAgent {
  constructor(private readonly policy: AddressPolicy, options: HttpsAgentOptions) {
    super({ ...options, lookup: guardedLookup(policy) });
  }

  override createConnection(options: RequestOptions, callback?: Connect): Duplex | null | undefined {
    return refused(options, this.policy, callback) ? undefined : super.createConnection(options, callback);
  }
}

export interface GuardedAgents {
  httpAgent: HttpAgent;
  httpsAgent: HttpsAgent;
}

/** One HTTP and one HTTPS agent under `policy` (keep-alive: a pooled socket was checked when it was opened). */
export function guardedAgents(policy: AddressPolicy, options: AgentOptions = { keepAlive: true, maxSockets: 50 }): GuardedAgents {
  return { httpAgent: new GuardedHttpAgent(policy, options), httpsAgent: new GuardedHttpsAgent(policy, options) };
}
