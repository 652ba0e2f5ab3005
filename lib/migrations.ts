/**
 * What a function needs to run or serve migrations (docs/migration.md, "The state machine"): the
 * migrations bucket and the state machine (MigrationTarget, made by MigrationStack), object grants
 * by key pattern, and the grants of the API function that starts and reads runs.
 *
 * Both have deterministic names (the bucket `<prefix>-<account>-<region>` as the media bucket, the
 * state machine its own name), so every ARN is built from plain strings and pseudo parameters: no
 * export between stacks, no cycle between the state machine and the role that starts its own
 * Distributed Map children, and cdk-nag's finding ids are known when we write them.
 */
import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { DomainFunction } from './constructs/domain-function.ts';
import { BUCKET_NAME_PREFIX_PATTERN } from './media.ts';
import { nagArn } from './nag.ts';

export interface MigrationTarget {
  /** A plain string (not a token): `<bucketNamePrefix>-<account>-<region>` is the migrations bucket's name. */
  readonly bucketNamePrefix: string;
  /** A plain string: the state machine's name. */
  readonly stateMachineName: string;
}

/** features/migration/legacy-export/chunks.ts migrationPrefix: every object of a run is under `migrations/<id>/`. */
export const MIGRATIONS_PREFIX = 'migrations/';
/** Keys of the objects a grant covers, under the bucket: a run's files, or only its chunks (Prepare writes them). */
export const MIGRATION_OBJECTS = `${MIGRATIONS_PREFIX}*`;
export const MIGRATION_CHUNK_OBJECTS = `${MIGRATIONS_PREFIX}*/chunks/*`;

/** Step Functions' rule for state machine names. */
export const STATE_MACHINE_NAME_PATTERN = /^[0-9A-Za-z_-]{1,80}$/;

/**
 * The migrations API function's timeout: GET config counts the export's rows for up to 20 s
 * before answering what it has (docs/migration.md), under API Gateway's 29-second limit.
 */
export const MIGRATION_API_TIMEOUT = Duration.seconds(25);

export function migrationBucketName(stack: Stack, prefix: string): string {
  if (!BUCKET_NAME_PREFIX_PATTERN.test(prefix)) {
    throw new Error(`migrations bucket name prefix must match ${BUCKET_NAME_PREFIX_PATTERN}, got '${prefix}'`);
  }
  return `${prefix}-${stack.account}-${stack.region}`;
}

export function migrationStateMachineArn(stack: Stack, name: string): string {
  if (!STATE_MACHINE_NAME_PATTERN.test(name)) throw new Error(`state machine name must match ${STATE_MACHINE_NAME_PATTERN}, got '${name}'`);
  return stack.formatArn({ service: 'states', resource: 'stateMachine', resourceName: name, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
}

/**
 * The state machine's executions: `execution:<name>:*` (started by StartExecution) and, with
 * `children`, `execution:<name>/*` too (a Distributed Map's child executions are named after the
 * Map Run, `<name>/<label>:<id>`).
 */
export function migrationExecutionArns(stack: Stack, name: string, { children = false } = {}): string[] {
  const arn = (resourceName: string) => stack.formatArn({ service: 'states', resource: 'execution', resourceName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
  return [arn(`${name}:*`), ...(children ? [arn(`${name}/*`)] : [])];
}

/** The variables of a function that reads or starts runs. */
export function migrationEnvironment(stack: Stack, target: MigrationTarget): Record<'MIGRATION_BUCKET' | 'MIGRATION_STATE_MACHINE_ARN', string> {
  return {
    MIGRATION_BUCKET: migrationBucketName(stack, target.bucketNamePrefix),
    MIGRATION_STATE_MACHINE_ARN: migrationStateMachineArn(stack, target.stateMachineName),
  };
}

/** What a function may do in the migrations bucket: actions on objects by key pattern, and listing under migrations/. */
export interface MigrationObjectGrants {
  readonly get?: readonly string[];
  readonly put?: readonly string[];
  readonly list?: boolean;
}

/**
 * Let `fn` get and put the objects of `grants` (one statement per action) and list keys under
 * migrations/ only, and acknowledge cdk-nag's IAM5 for those wildcards (keys are made per run).
 */
export function grantMigrationObjects(fn: DomainFunction, bucketNamePrefix: string, grants: MigrationObjectGrants): void {
  const stack = Stack.of(fn);
  const bucketArn = `arn:${stack.partition}:s3:::${migrationBucketName(stack, bucketNamePrefix)}`;
  const acknowledged: string[] = [];
  for (const [action, keys] of [['s3:GetObject', grants.get ?? []], ['s3:PutObject', grants.put ?? []]] as const) {
    if (keys.length === 0) continue;
    const resources = keys.map((key) => `${bucketArn}/${key}`);
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: [action], resources }));
    acknowledged.push(...resources);
  }
  if (grants.list) {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn], conditions: { StringLike: { 's3:prefix': [MIGRATION_OBJECTS] } } }));
  }
  if (!fn.role) return;
  for (const arn of acknowledged) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(arn, stack)}]`,
      reason: 'Keys are made per run (migrations/<id>/...); the grant covers that pattern of the migrations bucket only.',
    });
  }
}

/**
 * The API function that serves migrations (lib/domain-access.ts DOMAIN_RUNS_MIGRATIONS): it starts
 * executions of this state machine only and reads them; it presigns the export's uploads (its own
 * s3:PutObject signs them), reads their headers and counts their rows (a count past its time budget
 * keeps its state in migrations/<id>/count-state.json and goes on at the next call), and lists
 * them. It is told MIGRATION_BUCKET and MIGRATION_STATE_MACHINE_ARN.
 */
export function grantMigrationRuns(fn: DomainFunction, target: MigrationTarget): void {
  const stack = Stack.of(fn);
  const environment = migrationEnvironment(stack, target);
  for (const [name, value] of Object.entries(environment)) fn.addEnvironment(name, value);
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [environment.MIGRATION_STATE_MACHINE_ARN] }));
  const executions = migrationExecutionArns(stack, target.stateMachineName);
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:DescribeExecution'], resources: executions }));
  grantMigrationObjects(fn, target.bucketNamePrefix, { get: [MIGRATION_OBJECTS], put: [MIGRATION_OBJECTS], list: true });
  if (fn.role) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(executions[0] ?? '', stack)}]`,
      reason: 'Executions are named per run (<migration id>-<attempt>); the grant covers the executions of the migration state machine only.',
    });
  }
}
