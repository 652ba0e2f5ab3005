/** Stub (issue 15): another helper writes the janitor; lib/media-stack.ts needs the entry to synthesize. */
export async function handler(): Promise<{ removed: number }> {
  return { removed: 0 };
}
