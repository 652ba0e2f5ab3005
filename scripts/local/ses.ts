/**
 * The SES v2 stand-in (contract item 8; docs/digests.md): aws-ses-v2-local in this process, on
 * loopback. The service's SES client is pointed at it (SES_ENDPOINT); every mail sent is kept in
 * memory, listed as JSON by `GET /store` and shown by its web viewer at `/`.
 */
import type { AddressInfo } from 'node:net';
import * as sesModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: node's import gives it as the default's `default`.
const sesStandIn = (sesModule as unknown as { default: { default?: typeof sesModule.default } & typeof sesModule.default }).default.default ?? sesModule.default;

export interface SesStandIn {
  /** http://127.0.0.1:<port>: the SES endpoint, `GET /store` and the viewer. */
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the stand-in on `port` (0 picks a free one), loopback only. */
export async function startSesStandIn(port: number): Promise<SesStandIn> {
  const server = await sesStandIn({ host: '127.0.0.1', port });
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error?: Error) => (error ? reject(error) : resolve()))),
  };
}
