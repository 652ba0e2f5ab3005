/**
 * The configuration every DomainFunction gets unless it says otherwise, without CDK imports: the
 * construct (domain-function.ts) applies it, and the benchmark's cost per request (bench/cost.ts)
 * prices Lambda duration at it, so the bench prices what is deployed. The API functions
 * (lib/api-stack.ts) set no memory of their own.
 */
export const FUNCTION_DEFAULTS = {
  /** Graviton (arm64): Lambda's lower price per GB-second. */
  architecture: 'arm64',
  memoryMb: 512,
} as const satisfies { architecture: 'arm64' | 'x86_64'; memoryMb: number };
