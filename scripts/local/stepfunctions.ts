/**
 * The local stand-in for Step Functions (docs/migration.md, "Local stack"): a loopback HTTP server
 * speaking the AWS JSON 1.0 protocol as @aws-sdk/client-sfn sends it, for StartExecution,
 * DescribeExecution, StopExecution and ListExecutions, whose executions run the state machines'
 * Amazon States Language with aws-local-stepfunctions, in this process. Every Task state is bound
 * to `invoke(resource, input)` (what Lambda would run for its Resource); retries, catches, Map
 * concurrency and timeouts are the package's, as written in the definition. In memory only.
 */
import './promise-with-resolvers.ts';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExecutionAbortedError, ExecutionError, ExecutionTimeoutError, StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import type { AslDefinition, AslState } from '../../lib/migration-definition.ts';

const LOCAL_ACCOUNT = '000000000000';
/** Execution names: 1 to 80 characters, none of AWS's refused ones (whitespace, brackets, wildcards, punctuation, controls). */
const EXECUTION_NAME = /^[^\s<>{}[\]?*"#%\\^|~`$&,;:/\u0000-\u001f\u007f-\u009f]{1,80}$/;
/** AWS's limit of an execution's input (and of any state's data). */
const MAX_INPUT_BYTES = 256 * 1024;

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export interface StepFunctionsStandInOptions {
  /** The state machines it serves, by name. Their definitions are validated at start (ARNs aside). */
  stateMachines: Readonly<Record<string, AslDefinition>>;
  /**
   * Runs a Task state's Resource (a Lambda function ARN) on the state's input and answers its
   * result; a rejection fails the attempt with the error's `name` as the ASL error (as Lambda
   * reports a thrown error's name) and its message as the cause.
   */
  invoke: (resource: string, input: unknown) => Promise<unknown>;
  /** Milliseconds between retries, by state name, instead of the Retry fields (tests). */
  retryIntervalOverrides?: Readonly<Record<string, number | number[]>>;
  region?: string;
  host?: string;
  port?: number;
}

export interface ExecutionRecord {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  /** Epoch milliseconds. */
  startDate: number;
  stopDate?: number;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
}

export interface StepFunctionsStandIn {
  endpoint: string;
  stateMachineArn(name: string): string;
  /** Copies of the executions, oldest first. */
  executions(): ExecutionRecord[];
  /** Resolves when no execution is running (and no Task invocation is in flight). */
  settled(): Promise<void>;
  /** Stops the running executions (ABORTED), waits for the Task invocations in flight, closes the server. */
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every Task state of a definition with its Resource, Map processors and Parallel branches included. */
export function taskResources(definition: { States: Record<string, AslState> }): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (states: Record<string, AslState>) => {
    for (const [name, state] of Object.entries(states)) {
      if (state['Type'] === 'Task' && typeof state['Resource'] === 'string') found.set(name, state['Resource']);
      for (const nested of [state['ItemProcessor'], state['Iterator'], ...(Array.isArray(state['Branches']) ? state['Branches'] : [])]) {
        if (isObject(nested) && isObject(nested['States'])) visit(nested['States'] as Record<string, AslState>);
      }
    }
  };
  visit(definition.States);
  return found;
}

const log = (level: 'info' | 'error', msg: string, fields: Record<string, unknown>) =>
  (level === 'error' ? console.error : console.log)(JSON.stringify({ level, msg: `step functions stand-in: ${msg}`, ...fields }));

export async function startStepFunctionsStandIn(options: StepFunctionsStandInOptions): Promise<StepFunctionsStandIn> {
  const region = options.region ?? 'us-east-1';
  const machineArn = (name: string) => `arn:aws:states:${region}:${LOCAL_ACCOUNT}:stateMachine:${name}`;
  const executionArnOf = (machine: string, name: string) => `arn:aws:states:${region}:${LOCAL_ACCOUNT}:execution:${machine}:${name}`;

  const inFlight = new Set<Promise<unknown>>();
  /** A Task's answer as Lambda returns it: JSON (undefined becomes null). */
  const invoke = (resource: string) => async (input: unknown) => {
    const call = options.invoke(resource, input);
    inFlight.add(call);
    try {
      return JSON.parse(JSON.stringify((await call) ?? null)) as never;
    } catch (error) {
      throw error instanceof Error ? error : new Error(String(error));
    } finally {
      inFlight.delete(call);
    }
  };

  interface Machine {
    name: string;
    arn: string;
    runner: StateMachine;
    handlers: Record<string, (input: unknown) => Promise<never>>;
  }
  const machines = new Map<string, Machine>();
  for (const [name, definition] of Object.entries(options.stateMachines)) {
    const runner = new StateMachine(definition as unknown as StateMachineDefinition, { validationOptions: { checkArn: false } });
    const handlers = Object.fromEntries([...taskResources(definition)].map(([state, resource]) => [state, invoke(resource)]));
    machines.set(machineArn(name), { name, arn: machineArn(name), runner, handlers });
  }

  interface Execution extends ExecutionRecord {
    abort?: () => void;
    done?: Promise<void>;
  }
  const executions = new Map<string, Execution>();

  const start = (body: Record<string, unknown>): { executionArn: string; startDate: number } => {
    const machine = machines.get(String(body['stateMachineArn'] ?? ''));
    if (!machine) throw new ApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${String(body['stateMachineArn'])}'`);
    const name = body['name'] === undefined ? randomUUID() : String(body['name']);
    if (!EXECUTION_NAME.test(name)) throw new ApiError('InvalidName', `Invalid Name: '${name}'`);
    const input = body['input'] === undefined ? '{}' : String(body['input']);
    if (Buffer.byteLength(input) > MAX_INPUT_BYTES) throw new ApiError('InvalidExecutionInput', 'Input exceeds 262144 bytes');
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch {
      throw new ApiError('InvalidExecutionInput', 'Invalid State Machine Execution Input: not valid JSON');
    }
    const executionArn = executionArnOf(machine.name, name);
    const existing = executions.get(executionArn);
    if (existing) {
      // A standard workflow's StartExecution is idempotent for a running execution of the same name and input.
      if (existing.status === 'RUNNING' && existing.input === input) return { executionArn, startDate: existing.startDate / 1000 };
      throw new ApiError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    const execution: Execution = { executionArn, stateMachineArn: machine.arn, name, status: 'RUNNING', startDate: Date.now(), input };
    executions.set(executionArn, execution);
    const run = machine.runner.run(parsed as never, {
      overrides: {
        taskResourceLocalHandlers: machine.handlers,
        ...(options.retryIntervalOverrides ? { retryIntervalOverrides: { ...options.retryIntervalOverrides } } : {}),
      },
      context: { Execution: { Id: executionArn, Name: name }, StateMachine: { Id: machine.arn, Name: machine.name } },
    });
    execution.abort = run.abort;
    execution.done = run.result.then(
      (output) => {
        Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output) });
      },
      (error: unknown) => {
        // StopExecution has already recorded ABORTED and its stop date.
        if (error instanceof ExecutionAbortedError) return;
        if (error instanceof ExecutionTimeoutError) {
          Object.assign(execution, { status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution ran past its TimeoutSeconds' });
        } else {
          const cause = error instanceof ExecutionError && error.cause instanceof Error ? error.cause : error instanceof Error ? error : new Error(String(error));
          Object.assign(execution, { status: 'FAILED', error: cause.name, cause: cause.message });
          log('info', 'execution failed', { executionArn, error: cause.name, cause: cause.message });
        }
      },
    ).finally(() => {
      execution.stopDate ??= Date.now();
      delete execution.abort;
    });
    return { executionArn, startDate: execution.startDate / 1000 };
  };

  const find = (body: Record<string, unknown>): Execution => {
    const arn = String(body['executionArn'] ?? '');
    if (!/^arn:aws:states:[^:]+:\d{12}:execution:[^:]+:[^:]+$/.test(arn)) throw new ApiError('InvalidArn', `Invalid Arn: '${arn}'`);
    const execution = executions.get(arn);
    if (!execution) throw new ApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${arn}'`);
    return execution;
  };

  /** DescribeExecution's and ListExecutions' fields (dates in epoch seconds, as the JSON protocol carries them). */
  const summary = (e: ExecutionRecord) => ({
    executionArn: e.executionArn,
    stateMachineArn: e.stateMachineArn,
    name: e.name,
    status: e.status,
    startDate: e.startDate / 1000,
    ...(e.stopDate !== undefined && { stopDate: e.stopDate / 1000 }),
  });

  const operations: Record<string, (body: Record<string, unknown>) => unknown> = {
    StartExecution: start,
    DescribeExecution: (body) => {
      const e = find(body);
      return {
        ...summary(e),
        input: e.input,
        inputDetails: { included: true },
        ...(e.output !== undefined && { output: e.output, outputDetails: { included: true } }),
        ...(e.error !== undefined && { error: e.error }),
        ...(e.cause !== undefined && { cause: e.cause }),
      };
    },
    StopExecution: (body) => {
      const e = find(body);
      if (e.status === 'RUNNING') {
        Object.assign(e, {
          status: 'ABORTED',
          stopDate: Date.now(),
          ...(body['error'] !== undefined && { error: String(body['error']) }),
          ...(body['cause'] !== undefined && { cause: String(body['cause']) }),
        });
        e.abort?.();
      }
      return { stopDate: (e.stopDate ?? Date.now()) / 1000 };
    },
    ListExecutions: (body) => {
      const arn = String(body['stateMachineArn'] ?? '');
      if (!machines.has(arn)) throw new ApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
      const max = body['maxResults'] === undefined || body['maxResults'] === 0 ? 100 : Number(body['maxResults']);
      if (!Number.isInteger(max) || max < 0 || max > 1000) throw new ApiError('ValidationException', 'maxResults must be 0 to 1000');
      const from = body['nextToken'] === undefined ? 0 : Number(body['nextToken']);
      if (!Number.isInteger(from) || from < 0) throw new ApiError('InvalidToken', 'Invalid Token');
      const matching = [...executions.values()]
        .filter((e) => e.stateMachineArn === arn && (body['statusFilter'] === undefined || e.status === body['statusFilter']))
        .reverse();
      const page = matching.slice(from, from + max);
      return { executions: page.map(summary), ...(from + max < matching.length && { nextToken: String(from + max) }) };
    },
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith('AWSStepFunctions.') ? operations[target.slice('AWSStepFunctions.'.length)] : undefined;
    if (req.method !== 'POST' || !operation) throw new ApiError('UnknownOperationException', `Unsupported operation '${target}' (local Step Functions stand-in)`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      throw new ApiError('SerializationException', 'Request body is not valid JSON');
    }
    if (!isObject(body)) throw new ApiError('SerializationException', 'Request body is not a JSON object');
    send(res, 200, operation(body));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof ApiError) return send(res, error.status, { __type: error.type, message: error.message });
      log('error', 'request failed', { error: String(error) });
      send(res, 500, { __type: 'InternalServerError', message: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  server.unref();
  const { port } = server.address() as AddressInfo;

  const settled = async (): Promise<void> => {
    for (;;) {
      const pending = [...[...executions.values()].flatMap((e) => (e.abort && e.done ? [e.done] : [])), ...inFlight];
      if (pending.length === 0) return;
      await Promise.allSettled(pending);
    }
  };

  return {
    endpoint: `http://${options.host ?? '127.0.0.1'}:${port}`,
    stateMachineArn: machineArn,
    executions: () => [...executions.values()].map(({ abort: _a, done: _d, ...record }) => ({ ...record })),
    settled,
    close: async () => {
      for (const e of executions.values()) if (e.status === 'RUNNING') operations['StopExecution']?.({ executionArn: e.executionArn, error: 'StandInClosed' });
      await settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
