/**
 * A throwaway certificate authority and a server certificate for 127.0.0.1 / localhost, made with
 * openssl, so local webhook receivers (tests, the benchmark, your own) can serve HTTPS. Webhook
 * delivery trusts the authority through NODE_EXTRA_CA_CERTS, as the contract says.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DevCertificates {
  /** PEM of the authority: the file to name in NODE_EXTRA_CA_CERTS. */
  caFile: string;
  certFile: string;
  keyFile: string;
}

export function createDevCertificates(dir = mkdtempSync(join(tmpdir(), 'community-api-tls-'))): DevCertificates {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('ca.key'));
  openssl('req', '-x509', '-new', '-key', file('ca.key'), '-out', file('ca.pem'), '-days', '3650', '-subj', '/CN=Community API local test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('server.key'));
  openssl('req', '-new', '-key', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=localhost');
  writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('server.pem'),
    '-days', '3650', '-extfile', file('server.ext'));
  return { caFile: file('ca.pem'), certFile: file('server.pem'), keyFile: file('server.key') };
}
