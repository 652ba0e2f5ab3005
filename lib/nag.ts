/** Helpers to acknowledge cdk-nag findings by the exact id cdk-nag reports. */
import type { Stack } from 'aws-cdk-lib';

/**
 * How cdk-nag writes an ARN built from a plain name and pseudo parameters in a finding:
 * `arn:<AWS::Partition>:...`. Only for ARNs that resolve to a string or an Fn::Join of strings and Refs.
 */
export function nagArn(arn: string, stack: Stack): string {
  const resolved: unknown = stack.resolve(arn);
  if (typeof resolved === 'string') return resolved;
  const join = (resolved as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) throw new Error(`cannot render ${JSON.stringify(resolved)} as cdk-nag does`);
  return join[1]
    .map((part) => (typeof part === 'string' ? part : `<${String((part as { Ref?: string }).Ref)}>`))
    .join(join[0]);
}
