/**
 * MigrationStack and what ApiStack hands the function that runs migrations: the state machine's
 * definition (the ASL of lib/migration-definition.ts, its states in order, the Distributed Maps
 * with their concurrency, the Retry and Catch blocks), its role, the workers' and the API
 * function's grants, the migrations bucket, cdk-nag. Synthesized once, without bundling.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_KINDS, STEPS, type ChunkKind } from '#features/migration/legacy-export/chunks.ts';
import { DOMAINS } from '#platform/http/route-table.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/constructs/domain-function.ts';
import { DOMAIN_RUNS_MIGRATIONS } from '../../lib/domain-access.ts';
import { migrationDefinition, STEP_STATES, type AslState } from '../../lib/migration-definition.ts';
import { DEFAULT_MIGRATION_STATE_MACHINE_NAME, MIGRATION_OBJECT_DAYS } from '../../lib/migration-stack.ts';
import {
  asArray,
  createTestApp,
  getAttOf,
  isRecord,
  logicalIdOf,
  refOf,
  resourceProperties,
  type TestApp,
  unacknowledgedFindings,
} from './fixtures.ts';

/** `arn:${Partition}:<service>:${Region}:${AccountId}:<resource>` as CloudFormation renders it. */
const regionalArn = (service: string, resource: string) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:${service}:`, { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:${resource}`]],
});
const bucketArn = (prefix: string, key?: string) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${prefix}-`, { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }, ...(key ? [`/${key}`] : [])]],
});
const STATE_MACHINE_ARN = regionalArn('states', `stateMachine:${DEFAULT_MIGRATION_STATE_MACHINE_NAME}`);
const EXECUTIONS_ARN = regionalArn('states', `execution:${DEFAULT_MIGRATION_STATE_MACHINE_NAME}:*`);
const MIGRATION_OBJECTS = bucketArn('community-migrations', 'migrations/*');
const MIGRATIONS_BUCKET = bucketArn('community-migrations');

interface Statement {
  actions: string[];
  resources: unknown[];
  condition?: unknown;
}

/** Every Allow statement of the policies attached to `roleId` in `template`. */
function statementsOfRole(template: Template, roleId: string): Statement[] {
  const statements: Statement[] = [];
  for (const policy of resourceProperties(template, 'AWS::IAM::Policy').values()) {
    if (!asArray(policy['Roles']).some((r) => refOf(r) === roleId)) continue;
    const document = policy['PolicyDocument'];
    if (!isRecord(document)) continue;
    for (const s of asArray(document['Statement']).filter(isRecord)) {
      statements.push({ actions: asArray(s['Action']).map(String), resources: asArray(s['Resource']), ...(s['Condition'] ? { condition: s['Condition'] } : {}) });
    }
  }
  return statements;
}

/** The resources `action` is allowed on, over all statements. */
const resourcesOf = (statements: Statement[], action: string): unknown[] => statements.filter((s) => s.actions.includes(action)).flatMap((s) => s.resources);
const actionsOf = (statements: Statement[], prefix: string): string[] => [...new Set(statements.flatMap((s) => s.actions).filter((a) => a.startsWith(prefix)))].sort();

describe('MigrationStack', () => {
  let built: TestApp;
  let template: Template;
  let apiTemplate: Template;
  let machine: Record<string, unknown>;
  let definition: { StartAt: string; TimeoutSeconds: number; States: Record<string, AslState> };
  let runId: string;
  let chunkId: string;

  beforeAll(() => {
    // A domain of today's route table stands in for `migrations` as the runner, so the grants are checked whatever the route table holds.
    built = createTestApp({ bundle: false, api: { migrationRunners: ['settings', ...DOMAIN_RUNS_MIGRATIONS.filter((d) => (DOMAINS as readonly string[]).includes(d))] } });
    template = Template.fromStack(built.migration);
    apiTemplate = Template.fromStack(built.api);
    const machines = [...resourceProperties(template, 'AWS::StepFunctions::StateMachine').values()];
    expect(machines).toHaveLength(1);
    machine = machines[0] ?? {};
    definition = JSON.parse(String(machine['DefinitionString'])) as typeof definition;
    runId = logicalIdOf(built.migration, built.migration.runFunction);
    chunkId = logicalIdOf(built.migration, built.migration.chunkFunction);
  });

  const state = (name: string): AslState => definition.States[name] ?? {};

  describe('the definition', () => {
    it('GIVEN the stack WHEN synthesized THEN the state machine is standard, named, and runs the ASL of lib/migration-definition.ts with the two workers substituted', () => {
      expect(machine['StateMachineType']).toBe('STANDARD');
      expect(machine['StateMachineName']).toBe(DEFAULT_MIGRATION_STATE_MACHINE_NAME);
      expect(definition).toEqual(migrationDefinition({ run: '${RunFunctionArn}', chunk: '${ChunkFunctionArn}' }));
      const substitutions = machine['DefinitionSubstitutions'] as Record<string, unknown>;
      expect(getAttOf(substitutions['RunFunctionArn'])).toBe(runId);
      expect(getAttOf(substitutions['ChunkFunctionArn'])).toBe(chunkId);
      expect(definition.TimeoutSeconds).toBe(24 * 60 * 60);
    });

    it('GIVEN the states WHEN followed from StartAt THEN they run Prepare, the five kinds in dependency order, Finalize, then succeed', () => {
      const order: string[] = [];
      for (let name: string | undefined = definition.StartAt; name !== undefined; name = state(name)['Next'] as string | undefined) order.push(name);
      expect(order).toEqual(['Prepare', 'Members', 'Groups', 'Memberships', 'Activities', 'Comments', 'Finalize', 'Succeeded']);
      expect(state('Succeeded')['Type']).toBe('Succeed');
      expect(state('Prepare')).toMatchObject({ Type: 'Task', Resource: '${RunFunctionArn}', Parameters: { task: 'prepare', 'migration_id.$': '$.migration_id' } });
      expect(state('Finalize')).toMatchObject({ Type: 'Task', Resource: '${RunFunctionArn}', Parameters: { task: 'finalize', 'migration_id.$': '$.migration_id' } });
    });

    it.each(CHUNK_KINDS.map((kind) => [kind, { members: 10, groups: 4, memberships: 10, activities: 10, comments: 10 }[kind]] as [ChunkKind, number]))(
      'GIVEN the %s step WHEN read THEN it is a DISTRIBUTED Map over $.chunks.<kind> with MaxConcurrency %i, no tolerated failure and no result kept',
      (kind, concurrency) => {
        const map = state(STEP_STATES[kind]);
        expect(map).toMatchObject({
          Type: 'Map',
          ItemsPath: `$.chunks.${kind}`,
          ItemSelector: { task: 'chunk', 'migration_id.$': '$.migration_id', kind, 'index.$': '$$.Map.Item.Value' },
          MaxConcurrency: concurrency,
          ToleratedFailureCount: 0,
          ResultPath: null,
        });
        // Items come from the state (Prepare's chunk indexes): no S3 reader or writer, so the stand-in runs it alike.
        expect(map).not.toHaveProperty('ItemReader');
        expect(map).not.toHaveProperty('ResultWriter');
        const processor = map['ItemProcessor'] as { ProcessorConfig: unknown; StartAt: string; States: Record<string, AslState> };
        expect(processor.ProcessorConfig).toEqual({ Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' });
        expect(Object.keys(processor.States)).toEqual([processor.StartAt]);
        expect(processor.States[processor.StartAt]).toMatchObject({ Type: 'Task', Resource: '${ChunkFunctionArn}', OutputPath: null, End: true });
      },
    );

    it('GIVEN the Retry blocks WHEN read THEN a chunk retries throttling and Lambda failures 6 times from 2 s doubling with full jitter, the run tasks 3 times, and nothing else', () => {
      const retried = ['Lambda.TooManyRequestsException', 'Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'ThrottlingError'];
      for (const kind of CHUNK_KINDS) {
        const task = Object.values((state(STEP_STATES[kind])['ItemProcessor'] as { States: Record<string, AslState> }).States)[0];
        expect(task?.['Retry']).toEqual([{ ErrorEquals: retried, IntervalSeconds: 2, BackoffRate: 2, MaxAttempts: 6, JitterStrategy: 'FULL' }]);
        // The Map itself does not retry: its chunks did.
        expect(state(STEP_STATES[kind])).not.toHaveProperty('Retry');
      }
      for (const name of ['Prepare', 'Finalize', 'MarkFailed']) {
        expect(state(name)['Retry']).toEqual([{ ErrorEquals: retried, IntervalSeconds: 2, BackoffRate: 2, MaxAttempts: 3, JitterStrategy: 'FULL' }]);
      }
    });

    it('GIVEN any step WHEN it fails THEN its Catch (States.ALL) names the step for MarkFailed, which tells the worker (task fail) and ends in a Fail state', () => {
      for (const step of STEPS) {
        expect(state(STEP_STATES[step])['Catch']).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: `${STEP_STATES[step]}Failed` }]);
        expect(state(`${STEP_STATES[step]}Failed`)).toEqual({ Type: 'Pass', Result: step, ResultPath: '$.step', Next: 'MarkFailed' });
      }
      expect(state('MarkFailed')).toMatchObject({
        Type: 'Task',
        Resource: '${RunFunctionArn}',
        Parameters: { task: 'fail', 'migration_id.$': '$.migration_id', 'step.$': '$.step', 'error.$': '$.error' },
        Next: 'Failed',
      });
      expect(state('Failed')).toMatchObject({ Type: 'Fail', Error: 'MigrationFailed' });
      expect(Object.keys(definition.States)).toHaveLength(STEPS.length * 2 + 3);
    });
  });

  describe('grants', () => {
    it("GIVEN the state machine's role WHEN read THEN it invokes the two workers only and starts, reads and stops only its own (child) executions", () => {
      const roleId = refOf(machine['RoleArn']) ?? getAttOf(machine['RoleArn']) ?? '';
      const statements = statementsOfRole(template, roleId);
      expect(actionsOf(statements, 'lambda:')).toEqual(['lambda:InvokeFunction']);
      expect(resourcesOf(statements, 'lambda:InvokeFunction').map(getAttOf).sort()).toEqual([chunkId, runId].sort());
      expect(actionsOf(statements, 'states:')).toEqual(['states:DescribeExecution', 'states:StartExecution', 'states:StopExecution']);
      expect(resourcesOf(statements, 'states:StartExecution')).toEqual([STATE_MACHINE_ARN]);
      expect(resourcesOf(statements, 'states:StopExecution')).toEqual(
        expect.arrayContaining([EXECUTIONS_ARN, regionalArn('states', `execution:${DEFAULT_MIGRATION_STATE_MACHINE_NAME}/*`)]),
      );
      // Besides: CloudWatch Logs delivery, which has no resource-level permissions.
      expect(statements.flatMap((s) => s.actions).filter((a) => !/^(lambda|states|logs):/.test(a))).toEqual([]);
    });

    it('GIVEN the workers WHEN read THEN they read and write the table without Scan, read the run\'s objects, and only the run task writes chunks and only the chunk task writes media', () => {
      const functions = resourceProperties(template, 'AWS::Lambda::Function');
      expect(functions.get(runId)).toMatchObject({ Timeout: 900, MemorySize: 3008, Environment: { Variables: { MIGRATION_BUCKET: expect.anything() } } });
      expect(functions.get(chunkId)).toMatchObject({ Timeout: 300, MemorySize: 1024, Environment: { Variables: { MIGRATION_BUCKET: expect.anything(), MEDIA_BUCKET: expect.anything() } } });
      const run = statementsOfRole(template, refOf(functions.get(runId)?.['Role']) ?? getAttOf(functions.get(runId)?.['Role']) ?? '');
      const chunk = statementsOfRole(template, refOf(functions.get(chunkId)?.['Role']) ?? getAttOf(functions.get(chunkId)?.['Role']) ?? '');
      for (const statements of [run, chunk]) {
        expect(actionsOf(statements, 'dynamodb:')).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
        expect(resourcesOf(statements, 's3:GetObject')).toEqual([MIGRATION_OBJECTS]);
      }
      expect(resourcesOf(run, 's3:PutObject')).toEqual([bucketArn('community-migrations', 'migrations/*/chunks/*')]);
      expect(run.find((s) => s.actions.includes('s3:ListBucket'))).toEqual({ actions: ['s3:ListBucket'], resources: [MIGRATIONS_BUCKET], condition: { StringLike: { 's3:prefix': ['migrations/*'] } } });
      expect(resourcesOf(chunk, 's3:PutObject')).toEqual([bucketArn('community-media', 'media/*')]);
      expect(actionsOf(chunk, 's3:')).toEqual(['s3:GetObject', 's3:PutObject']);
      const everything = [...resourceProperties(template, 'AWS::IAM::Policy').values()].map((p) => JSON.stringify(p));
      expect(everything.filter((p) => p.includes('dynamodb:Scan') || p.includes('"s3:*"') || p.includes('"states:*"'))).toEqual([]);
    });

    it('GIVEN the function that runs migrations WHEN read THEN it is told the bucket and state machine, starts this machine only, reads its executions, presigns and reads under migrations/, and invokes no function', () => {
      const runners = new Set(['settings', ...DOMAIN_RUNS_MIGRATIONS]);
      for (const [domain, fn] of built.api.functions) {
        const role = fn.role ? logicalIdOf(built.api, fn.role) : '';
        const statements = statementsOfRole(apiTemplate, role);
        const lambda = resourceProperties(apiTemplate, 'AWS::Lambda::Function').get(logicalIdOf(built.api, fn));
        if (!runners.has(domain)) {
          expect(actionsOf(statements, 'states:'), domain).toEqual([]);
          expect(JSON.stringify(statements), domain).not.toContain('community-migrations');
          continue;
        }
        expect(lambda).toMatchObject({ Timeout: 25, Environment: { Variables: { MIGRATION_STATE_MACHINE_ARN: STATE_MACHINE_ARN, MIGRATION_BUCKET: { 'Fn::Join': expect.anything() } } } });
        expect(actionsOf(statements, 'states:')).toEqual(['states:DescribeExecution', 'states:StartExecution']);
        expect(resourcesOf(statements, 'states:StartExecution')).toEqual([STATE_MACHINE_ARN]);
        expect(resourcesOf(statements, 'states:DescribeExecution')).toEqual([EXECUTIONS_ARN]);
        expect(resourcesOf(statements, 's3:PutObject')).toEqual([MIGRATION_OBJECTS]);
        expect(resourcesOf(statements, 's3:GetObject')).toEqual([MIGRATION_OBJECTS]);
        expect(resourcesOf(statements, 's3:ListBucket')).toEqual([MIGRATIONS_BUCKET]);
        expect(actionsOf(statements, 'lambda:')).toEqual([]);
      }
    });

    it('GIVEN a domain that runs migrations WHEN the API stack has no migrations target THEN it refuses to build', () => {
      expect(() => createTestApp({ bundle: false, api: { migrationRunners: ['settings'], migrations: undefined } })).toThrow(/run migrations; pass migrations/);
      expect(() => createTestApp({ bundle: false, api: { migrationRunners: ['nonsense'] } })).toThrow(/migrationRunners names unknown domains: nonsense/);
    });
  });

  describe('the migrations bucket', () => {
    it('GIVEN the bucket WHEN read THEN it is private, named per account and region, expires runs after 30 days and accepts presigned PUTs cross-origin', () => {
      const bucket = resourceProperties(template, 'AWS::S3::Bucket').get(logicalIdOf(built.migration, built.migration.bucket));
      expect(bucket?.['BucketName']).toEqual({ 'Fn::Join': ['', ['community-migrations-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] });
      expect(bucket?.['PublicAccessBlockConfiguration']).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
      expect(bucket?.['LifecycleConfiguration']).toMatchObject({
        Rules: expect.arrayContaining([{ Id: 'expire-migration-objects', Prefix: 'migrations/', ExpirationInDays: MIGRATION_OBJECT_DAYS, Status: 'Enabled' }]),
      });
      expect(bucket?.['CorsConfiguration']).toMatchObject({ CorsRules: [{ AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: expect.arrayContaining(['content-length']) }] });
    });
  });

  it('GIVEN both stacks WHEN cdk-nag checks them THEN nothing is left unacknowledged', () => {
    expect(unacknowledgedFindings(built.migration)).toEqual([]);
    expect(unacknowledgedFindings(built.api)).toEqual([]);
  });
});
