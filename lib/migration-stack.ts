import * as path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, anyAbove0 } from './alarms.ts';
import { NATIVE_MODULES } from './constructs/bundling.ts';
import { DomainFunction } from './constructs/domain-function.ts';
import { UploadBucket } from './constructs/upload-bucket.ts';
import { grantMediaObjects, MEDIA_PREFIX, mediaEnvironment, type MediaTarget } from './media.ts';
import { CHUNK_FUNCTION_TIMEOUT_SECONDS, migrationDefinition, RUN_FUNCTION_TIMEOUT_SECONDS } from './migration-definition.ts';
import {
  grantMigrationObjects,
  MIGRATION_CHUNK_OBJECTS,
  MIGRATION_OBJECTS,
  MIGRATIONS_PREFIX,
  migrationBucketName,
  migrationExecutionArns,
  migrationStateMachineArn,
  type MigrationTarget,
} from './migrations.ts';
import { nagArn } from './nag.ts';
import { REPO_ROOT } from './repo-root.ts';

/** Defaults; bin/ adds the stage so stages can share an account. */
export const DEFAULT_MIGRATION_BUCKET_PREFIX = 'community-migrations';
export const DEFAULT_MIGRATION_STATE_MACHINE_NAME = 'community-migration';

/** A run's objects (export, images, chunks) are removed this long after they were written. */
export const MIGRATION_OBJECT_DAYS = 30;

/** Prepare holds a thread's comments in memory to group them (2 million comments: about 400 MB), and gets CPU with memory. */
export const RUN_FUNCTION_MEMORY_MB = 3008;
export const CHUNK_FUNCTION_MEMORY_MB = 1024;

export interface MigrationStackProps extends StackProps {
  /** The one table (DataStack.table): the workers write what they migrate, the run and its mappings. */
  readonly table: dynamodb.ITable;
  /** The media bucket (MediaStack.target): chunk workers copy avatars and covers into media/. */
  readonly media: MediaTarget;
  /** The bucket is `<bucketNamePrefix>-<account>-<region>`. @default DEFAULT_MIGRATION_BUCKET_PREFIX */
  readonly bucketNamePrefix?: string;
  /** @default DEFAULT_MIGRATION_STATE_MACHINE_NAME */
  readonly stateMachineName?: string;
  /** Origins allowed to PUT the export with its presigned URLs. @default any origin ('*'), as the API's CORS */
  readonly corsAllowOrigins?: readonly string[];
  /** Where posts' permalinks point (ApiStackProps.siteUrl), for what migrated posts store. @default the functions' local default */
  readonly siteUrl?: string;
  /** Retention of the functions' and the state machine's log groups. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** What happens to the buckets and log groups when they leave the stack. @default kept (RETAIN) */
  readonly removalPolicy?: RemovalPolicy;
  /** Active X-Ray tracing on the functions and the state machine. @default no tracing */
  readonly tracing?: boolean;
  /** Where functions/<name>/index.ts and package-lock.json are found. @default this repository */
  readonly projectRoot?: string;
}

/**
 * Migration from the legacy platform (docs/migration.md): the migrations bucket the export is
 * uploaded to (presigned PUTs) and the chunks are written to; the worker (functions/migration-worker)
 * deployed twice, for the run's long tasks (Prepare, Finalize, MarkFailed) and for chunks; and the
 * standard state machine running lib/migration-definition.ts with them. `target` is what ApiStack
 * hands to the function that starts runs. Depends on DataStack and MediaStack.
 */
export class MigrationStack extends Stack {
  /** Exports uploaded with presigned PUTs, and the chunks and images of their runs. */
  public readonly bucket: UploadBucket;
  /** S3 server access logs of the migrations bucket (the export holds members' emails). */
  public readonly accessLogsBucket: s3.Bucket;
  /** functions/migration-worker for Prepare, Finalize and MarkFailed. */
  public readonly runFunction: DomainFunction;
  /** functions/migration-worker for one chunk per invocation. */
  public readonly chunkFunction: DomainFunction;
  public readonly stateMachine: sfn.StateMachine;
  /** Fires when a run fails, times out or is aborted (the status endpoint tells which step). */
  public readonly alarms: { readonly failedRuns: cloudwatch.Alarm };
  public readonly target: MigrationTarget;

  constructor(scope: Construct, id: string, props: MigrationStackProps) {
    super(scope, id, props);
    const bucketNamePrefix = props.bucketNamePrefix ?? DEFAULT_MIGRATION_BUCKET_PREFIX;
    const stateMachineName = props.stateMachineName ?? DEFAULT_MIGRATION_STATE_MACHINE_NAME;
    const stateMachineArn = migrationStateMachineArn(this, stateMachineName);
    const projectRoot = props.projectRoot ?? REPO_ROOT;
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    this.bucket = new UploadBucket(this, 'MigrationBucket', {
      bucketName: migrationBucketName(this, bucketNamePrefix),
      accessLogsId: 'MigrationAccessLogs',
      accessLogsPrefix: 'migration-bucket/',
      corsAllowOrigins: props.corsAllowOrigins,
      lifecycleRules: [
        // The export holds members' personal data: it goes once the run is long over (a run takes hours).
        { id: 'expire-migration-objects', prefix: MIGRATIONS_PREFIX, expiration: Duration.days(MIGRATION_OBJECT_DAYS) },
      ],
      removalPolicy,
    });
    this.accessLogsBucket = this.bucket.accessLogsBucket;

    const environment: Record<string, string> = {
      MIGRATION_BUCKET: migrationBucketName(this, bucketNamePrefix),
      ...(props.siteUrl !== undefined && { SITE_URL: props.siteUrl }),
    };
    const common = {
      projectRoot,
      entry: path.join(projectRoot, 'functions', 'migration-worker', 'index.ts'),
      nativeModules: [...(NATIVE_MODULES['migration-worker'] ?? [])],
      logRetention: props.logRetention,
      logRemovalPolicy: removalPolicy,
      tracing: props.tracing,
    };

    this.runFunction = new DomainFunction(this, 'MigrationRunFunction', {
      ...common,
      environment,
      memorySize: RUN_FUNCTION_MEMORY_MB,
      timeout: Duration.seconds(RUN_FUNCTION_TIMEOUT_SECONDS),
      description: "Community API: a migration's Prepare (split the export into chunks), Finalize (recount) and MarkFailed",
    });
    this.runFunction.bindTable(props.table, { write: true });
    // Reads the export and lists the uploaded images; writes the chunk objects.
    grantMigrationObjects(this.runFunction, bucketNamePrefix, { get: [MIGRATION_OBJECTS], put: [MIGRATION_CHUNK_OBJECTS], list: true });

    this.chunkFunction = new DomainFunction(this, 'MigrationChunkFunction', {
      ...common,
      environment: { ...environment, ...mediaEnvironment(this, props.media) },
      memorySize: CHUNK_FUNCTION_MEMORY_MB,
      timeout: Duration.seconds(CHUNK_FUNCTION_TIMEOUT_SECONDS),
      description: 'Community API: migrates one chunk of a legacy export (members, groups, memberships, posts or comments)',
    });
    this.chunkFunction.bindTable(props.table, { write: true });
    // Reads its chunk and the images it names; copies images into the media bucket as finalized media.
    grantMigrationObjects(this.chunkFunction, bucketNamePrefix, { get: [MIGRATION_OBJECTS] });
    grantMediaObjects(this.chunkFunction, props.media.bucketNamePrefix, { put: [MEDIA_PREFIX] });

    const stateMachineLogs = new logs.LogGroup(this, 'MigrationStateMachineLogs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy,
    });
    this.stateMachine = new sfn.StateMachine(this, 'MigrationStateMachine', {
      stateMachineName,
      stateMachineType: sfn.StateMachineType.STANDARD,
      // The ASL the local stand-in runs too; the Tasks' Resources are substituted here.
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(migrationDefinition({ run: '${RunFunctionArn}', chunk: '${ChunkFunctionArn}' }))),
      definitionSubstitutions: { RunFunctionArn: this.runFunction.functionArn, ChunkFunctionArn: this.chunkFunction.functionArn },
      logs: { destination: stateMachineLogs, level: sfn.LogLevel.ERROR, includeExecutionData: true },
      tracingEnabled: props.tracing ?? false,
      comment: 'Migration from the legacy platform (docs/migration.md)',
      removalPolicy,
    });
    // The Tasks invoke the two workers (unqualified ARNs, as the definition names them), nothing else.
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.runFunction.functionArn, this.chunkFunction.functionArn] }),
    );
    // A Distributed Map runs its items as child executions of this state machine. CDK adds these
    // for a definition built from its constructs; from a string it cannot see the Maps.
    this.stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [stateMachineArn] }));
    const executions = migrationExecutionArns(this, stateMachineName, { children: true });
    this.stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:DescribeExecution', 'states:StopExecution'], resources: executions }));
    Validations.of(this.stateMachine).acknowledge(
      ...executions.map((arn) => ({
        id: `AwsSolutions-IAM5[Resource::${nagArn(arn, this)}]`,
        reason: "The Distributed Maps' child executions are named by Step Functions; the grant covers this state machine's executions only.",
      })),
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'CloudWatch Logs delivery (and X-Ray, when tracing) supports no resource-level permissions.',
      },
      {
        id: 'AwsSolutions-SF1',
        reason: "Errors are logged with their execution data; ALL would log every chunk's events (thousands per run), and progress is in the run record.",
      },
      ...(props.tracing ? [] : [{ id: 'AwsSolutions-SF2', reason: 'X-Ray tracing follows the app-wide tracing switch (bin/: context tracing), off by default.' }]),
    );

    this.alarms = {
      failedRuns: anyAbove0(this, 'MigrationFailedRunsAlarm', {
        alarmDescription: `A migration run of ${this.stateMachine.node.path} failed: GET /migrations/legacy-platform/status tells the step; POST start resumes it`,
        metric: new cloudwatch.MathExpression({
          expression: 'failed + timedOut + aborted',
          usingMetrics: {
            failed: this.stateMachine.metricFailed({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
            timedOut: this.stateMachine.metricTimedOut({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
            aborted: this.stateMachine.metricAborted({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
          },
          period: ALARM_PERIOD,
        }),
      }),
    };

    this.target = { bucketNamePrefix, stateMachineName };
    new CfnOutput(this, 'MigrationBucketName', { value: this.bucket.bucketName, description: 'Bucket of legacy exports and their chunks (MIGRATION_BUCKET)' });
    new CfnOutput(this, 'MigrationStateMachineArn', { value: this.stateMachine.stateMachineArn, description: 'The migration state machine (MIGRATION_STATE_MACHINE_ARN)' });
  }
}
