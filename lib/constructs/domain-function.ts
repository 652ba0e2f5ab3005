import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GSI } from '#platform/data/table.ts';
import { LAMBDA_BUNDLE } from './bundling.ts';
import { FUNCTION_DEFAULTS } from './function-defaults.ts';

/** Table actions of a read-only function. No Scan: every request path is a Query or a key read. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

/** What a function that sends to a queue may do there: send, nothing else (it is told the URL). */
export const QUEUE_SEND_ACTIONS = ['sqs:SendMessage'] as const;

/** What a sender needs on the key of a KMS-encrypted queue. */
export const QUEUE_KEY_ACTIONS = ['kms:GenerateDataKey', 'kms:Decrypt'] as const;

/** Table actions a writing function adds (TransactWriteItems is authorised per item by these). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export interface DomainFunctionProps {
  /** Absolute path of the handler module; it must export `handler`. */
  readonly entry: string;
  /**
   * Repository root: holds package.json (whose `imports` map `#platform/*`, `#features/*`) and package-lock.json.
   * esbuild resolves the subpath imports from here.
   */
  readonly projectRoot: string;
  /** @default FUNCTION_DEFAULTS.memoryMb (512 MiB) */
  readonly memorySize?: number;
  /** @default 10 seconds, well under API Gateway's 29-second integration limit */
  readonly timeout?: Duration;
  /** How long the function's own log group keeps events. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the log group when it leaves the stack. @default kept (RETAIN) */
  readonly logRemovalPolicy?: RemovalPolicy;
  /** Added to the house variables (NODE_OPTIONS); TABLE_NAME is set by `bindTable`. */
  readonly environment?: Readonly<Record<string, string>>;
  /** Send traces to X-Ray (Active tracing). @default no tracing */
  readonly tracing?: boolean;
  /** @default no description */
  readonly description?: string;
  /**
   * Native packages left out of the bundle and installed beside it, for the function's platform
   * (linux-arm64, glibc) whatever the machine that synthesizes: see NATIVE_INSTALL_ENVIRONMENT.
   * Their versions are those of package-lock.json. @default none: everything is bundled
   */
  readonly nativeModules?: readonly string[];
  /**
   * Files copied beside the bundle (index.mjs), which the function reads at run time: `from` is
   * relative to `projectRoot`, `name` the file's name in the asset. @default none
   */
  readonly files?: readonly BundledFile[];
}

/** A file a function carries beside its bundle (DomainFunctionProps.files). */
export interface BundledFile {
  readonly from: string;
  readonly name: string;
}

export interface BindTableOptions {
  /** Grant the write actions too; without it the function can only read. */
  readonly write: boolean;
  /**
   * Indexes the function may query, each granted by its own ARN (`<table arn>/index/<name>`).
   * Naming them instead of granting `index/*` keeps the policy free of wildcards.
   * @default every GSI of the one table (platform/data/table.ts)
   */
  readonly indexNames?: readonly string[];
}

/**
 * npm's platform settings while CDK installs `nativeModules` in the asset (`npm ci` from
 * package-lock.json): npm then picks the optional packages built for Lambda's arm64 Linux (e.g.
 * @img/sharp-linux-arm64) instead of those of the machine running `cdk synth`.
 */
export const NATIVE_INSTALL_ENVIRONMENT = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
} as const;

/** Bundling hooks that copy `files` into the asset after esbuild (the command runs in a POSIX shell). */
function copyFiles(projectRoot: string, files: readonly BundledFile[]): ICommandHooks {
  const quote = (p: string) => `'${p.replace(/'/g, `'\\''`)}'`;
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) =>
      files.map((f) => `cp ${quote(path.join(projectRoot, f.from))} ${quote(path.join(outputDir, f.name))}`),
  };
}

const MIN_MEMORY_MB = 128;
const MAX_MEMORY_MB = 10_240;
const MAX_TIMEOUT_SECONDS = 900;

/**
 * A Lambda function with the house defaults, used by every API domain and by the stream router
 * (lib/events-stack.ts): Node.js 22 on arm64, an ESM bundle made by the local
 * esbuild (minified, source maps, AWS SDK bundled), its own log group, an execution role that
 * may only write to that log group, and `bindTable()` for least-privilege table access.
 *
 * @example
 * const fn = new DomainFunction(this, 'SettingsFunction', {
 *   entry: path.join(root, 'functions/settings/index.ts'),
 *   projectRoot: root,
 * });
 * fn.bindTable(table, { write: false });
 */
export class DomainFunction extends NodejsFunction {
  /** The handler module this function was bundled from. */
  public readonly entry: string;
  /** Packages installed beside the bundle for linux-arm64 (DomainFunctionProps.nativeModules). */
  public readonly nativeModules: readonly string[];
  private boundTable: ITable | undefined;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    validateProps(id, props);

    // Created beside the function (the function itself does not exist before super()), so the
    // role carries no AWSLambdaBasicExecutionRole (logs:* on every group) and no logs:CreateLogGroup.
    const logGroup = new logs.LogGroup(scope, `${id}LogGroup`, {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.logRemovalPolicy ?? RemovalPolicy.RETAIN,
    });
    const role = new iam.Role(scope, `${id}ServiceRole`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: FUNCTION_DEFAULTS.architecture === 'arm64' ? lambda.Architecture.ARM_64 : lambda.Architecture.X86_64,
      memorySize: props.memorySize ?? FUNCTION_DEFAULTS.memoryMb,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      description: props.description,
      environment: {
        ...props.environment,
        NODE_OPTIONS: LAMBDA_BUNDLE.nodeOptions,
        // Powertools' Tracer (platform/core/tracing.ts) follows the function's tracing switch.
        POWERTOOLS_TRACE_ENABLED: props.tracing ? 'true' : 'false',
      },
      bundling: {
        minify: LAMBDA_BUNDLE.minify,
        sourceMap: LAMBDA_BUNDLE.sourceMap,
        sourcesContent: LAMBDA_BUNDLE.sourcesContent,
        target: LAMBDA_BUNDLE.target,
        format: OutputFormat.ESM,
        banner: LAMBDA_BUNDLE.banner,
        mainFields: [...LAMBDA_BUNDLE.mainFields],
        externalModules: LAMBDA_BUNDLE.externalModules,
        ...(props.nativeModules !== undefined && props.nativeModules.length > 0
          ? { nodeModules: [...props.nativeModules], environment: { ...NATIVE_INSTALL_ENVIRONMENT } }
          : {}),
        ...(props.files !== undefined && props.files.length > 0 ? { commandHooks: copyFiles(props.projectRoot, props.files) } : {}),
      },
    });

    this.entry = props.entry;
    this.nativeModules = props.nativeModules ?? [];

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the architecture fixes and the code is tested on; moving to a newer one is a deliberate, tested change.',
    });
    if (props.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
      });
    }
  }

  /**
   * Let this function use `table` and its indexes, and tell it the table's name (TABLE_NAME).
   * Actions are listed explicitly (never `dynamodb:*`, never Scan); see TABLE_READ_ACTIONS and
   * TABLE_WRITE_ACTIONS. A function binds to one table only.
   */
  public bindTable(table: ITable, options: BindTableOptions): iam.Grant {
    if (this.boundTable !== undefined && this.boundTable !== table) {
      throw new Error(
        `${this.node.path} is already bound to table ${this.boundTable.node.path}; cannot also bind ${table.node.path}`,
      );
    }
    this.boundTable = table;

    const indexNames = options.indexNames ?? Object.values(GSI).map((g) => g.name);
    const actions = options.write
      ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]
      : [...TABLE_READ_ACTIONS];
    const grant = iam.Grant.addToPrincipal({
      grantee: this,
      actions,
      resourceArns: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
    });
    if (table.encryptionKey) {
      if (options.write) table.encryptionKey.grantEncryptDecrypt(this);
      else table.encryptionKey.grantDecrypt(this);
    }
    this.addEnvironment('TABLE_NAME', table.tableName);
    return grant;
  }

  /**
   * Let this function send messages to `queue` (QUEUE_SEND_ACTIONS on the queue's ARN only, and
   * QUEUE_KEY_ACTIONS on its key if it has one) and tell it the queue's URL in `urlVariable`.
   */
  public sendsTo(queue: IQueue, urlVariable: string): iam.Grant {
    if (!ENV_NAME_PATTERN.test(urlVariable) || urlVariable === 'TABLE_NAME' || urlVariable === 'NODE_OPTIONS') {
      throw new Error(`${this.node.path}: '${urlVariable}' cannot name the URL of ${queue.node.path}`);
    }
    const grant = iam.Grant.addToPrincipal({
      grantee: this,
      actions: [...QUEUE_SEND_ACTIONS],
      resourceArns: [queue.queueArn],
    });
    // A producer of a KMS-encrypted queue needs these two on its key (SQS-managed encryption needs nothing);
    // listed rather than grantEncryptDecrypt's GenerateDataKey* and ReEncrypt* wildcards.
    queue.encryptionMasterKey?.grant(this, ...QUEUE_KEY_ACTIONS);
    this.addEnvironment(urlVariable, queue.queueUrl);
    return grant;
  }
}

const ENV_NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;

function validateProps(id: string, props: DomainFunctionProps): void {
  if (!path.isAbsolute(props.entry)) {
    throw new Error(`${id}: entry must be an absolute path, got '${props.entry}'`);
  }
  if (!path.isAbsolute(props.projectRoot)) {
    throw new Error(`${id}: projectRoot must be an absolute path, got '${props.projectRoot}'`);
  }
  const memory = props.memorySize;
  if (memory !== undefined && (!Number.isInteger(memory) || memory < MIN_MEMORY_MB || memory > MAX_MEMORY_MB)) {
    throw new Error(
      `${id}: memorySize must be an integer from ${MIN_MEMORY_MB} to ${MAX_MEMORY_MB} MiB, got ${memory}`,
    );
  }
  const timeout = props.timeout?.toSeconds();
  if (timeout !== undefined && (timeout < 1 || timeout > MAX_TIMEOUT_SECONDS)) {
    throw new Error(`${id}: timeout must be from 1 to ${MAX_TIMEOUT_SECONDS} seconds, got ${timeout}`);
  }
  for (const reserved of ['TABLE_NAME', 'NODE_OPTIONS']) {
    if (props.environment && reserved in props.environment) {
      throw new Error(`${id}: environment must not set ${reserved} (the construct sets it), got '${props.environment[reserved]}'`);
    }
  }
}
