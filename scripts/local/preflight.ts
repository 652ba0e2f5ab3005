/**
 * What `npm test`, `npm start` and `npm run bench` need besides Node, checked before anything
 * starts so a missing one fails at once with the command that installs it (README, "What you
 * need"), never minutes later inside DynamoDB Local, a certificate or a browser launch.
 *
 * `npm test` runs it first (the `pretest` script: every tool); the API tests' global setup, `npm
 * start` and the bench check what they use themselves (requireTools), so a run of one file or a
 * bench fails the same way. `tsx scripts/local/preflight.ts [java|openssl|chromium ...]` checks
 * the named tools (default: all) and exits 1 with the message when one is missing.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export type Tool = 'java' | 'openssl' | 'chromium';
export const TOOLS: readonly Tool[] = ['java', 'openssl', 'chromium'];

type Env = Readonly<Record<string, string | undefined>>;

/** DynamoDB Local (scripts/local/dynamodb-local.ts) runs on Java 17 or later. */
export const MIN_JAVA = 17;

/** The one command that installs each tool, per system. */
export const INSTALL: Readonly<Record<Tool, { debian: string; macos: string; note?: string }>> = {
  java: { debian: 'sudo apt-get install -y openjdk-17-jre-headless', macos: 'brew install --cask temurin@17' },
  // Homebrew's openssl is keg-only: not on the PATH until put there (macOS has its own in /usr/bin).
  openssl: { debian: 'sudo apt-get install -y openssl', macos: 'brew install openssl@3 && export PATH="$(brew --prefix openssl@3)/bin:$PATH"' },
  chromium: {
    debian: 'sudo apt-get install -y chromium',
    macos: 'brew install --cask chromium',
    note: "on Ubuntu, whose chromium package is a snap, 'sudo snap install chromium' and CHROMIUM_PATH=/snap/bin/chromium; elsewhere CHROMIUM_PATH names the binary",
  },
};

const NEEDED_BY: Readonly<Record<Tool, string>> = {
  java: `Java ${MIN_JAVA}+ runs DynamoDB Local (the API tests, npm start, npm run bench)`,
  openssl: 'openssl makes the HTTPS certificates of the local webhook receivers (the API tests, the bench)',
  chromium: "Chromium runs the reference page's browser test (test/api/reference/reference-page.test.ts)",
};

/** The Chromium the reference page's browser test drives: CHROMIUM_PATH, else where apt or brew installs it. */
export function chromiumPath(env: Env = process.env, platform: NodeJS.Platform = process.platform): string {
  return env['CHROMIUM_PATH'] ?? (platform === 'darwin' ? '/Applications/Chromium.app/Contents/MacOS/Chromium' : '/usr/bin/chromium');
}

/** The major version `java -version` reports (1.8 is 8), or undefined when it cannot be read. */
export function javaMajor(versionOutput: string): number | undefined {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!m) return undefined;
  const first = Number(m[1]);
  return first === 1 && m[2] !== undefined ? Number(m[2]) : first;
}

/** Runs `command args` with `env` (its PATH finds the command); its output, or undefined when it cannot run. */
function run(command: string, args: readonly string[], env: Env): string | undefined {
  const r = spawnSync(command, args, { env: env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 15_000 });
  if (r.error || r.status !== 0) return undefined;
  return `${r.stdout}${r.stderr}`;
}

/** Why `tool` is not usable, or undefined when it is. */
export function toolProblem(tool: Tool, env: Env = process.env, platform: NodeJS.Platform = process.platform): string | undefined {
  switch (tool) {
    case 'java': {
      const out = run('java', ['-version'], env);
      if (out === undefined) return 'java is not on the PATH';
      const major = javaMajor(out);
      return major !== undefined && major >= MIN_JAVA ? undefined : `java is ${major === undefined ? 'of an unknown version' : `version ${major}`}; ${MIN_JAVA} or later is needed`;
    }
    case 'openssl':
      return run('openssl', ['version'], env) === undefined ? 'openssl is not on the PATH' : undefined;
    case 'chromium': {
      const file = chromiumPath(env, platform);
      try {
        accessSync(file, constants.X_OK);
        return undefined;
      } catch {
        return `no Chromium at ${file}`;
      }
    }
  }
}

/** One message for every missing tool (what needs it, the command that installs it), or undefined when none is missing. */
export function preflight(tools: readonly Tool[] = TOOLS, env: Env = process.env, platform: NodeJS.Platform = process.platform): string | undefined {
  const problems = tools.flatMap((tool) => {
    const problem = toolProblem(tool, env, platform);
    if (problem === undefined) return [];
    const i = INSTALL[tool];
    return [
      `- ${problem}. ${NEEDED_BY[tool]}.\n` +
        `  Debian/Ubuntu: ${i.debian}\n` +
        `  macOS:         ${i.macos}` +
        (i.note ? `\n  (${i.note})` : ''),
    ];
  });
  return problems.length === 0 ? undefined : `Missing what the local stack needs (README, "Prerequisites"):\n${problems.join('\n')}`;
}

/** Throws the preflight message when one of `tools` is missing. */
export function requireTools(tools: readonly Tool[], env: Env = process.env): void {
  const message = preflight(tools, env);
  if (message !== undefined) throw new Error(message);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const named = process.argv.slice(2);
  const unknown = named.filter((t) => !(TOOLS as readonly string[]).includes(t));
  if (unknown.length > 0) {
    console.error(`unknown tool(s): ${unknown.join(', ')} (known: ${TOOLS.join(', ')})`);
    process.exit(2);
  }
  const message = preflight(named.length > 0 ? (named as Tool[]) : TOOLS);
  if (message !== undefined) {
    console.error(message);
    process.exit(1);
  }
}
