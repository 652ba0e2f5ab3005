import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumPath, INSTALL, javaMajor, preflight, requireTools, toolProblem } from '../../scripts/local/preflight.ts';

const dirs: string[] = [];
/** A folder holding fake executables (shell scripts), to stand for a PATH. */
function binDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  dirs.push(dir);
  for (const [name, script] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\n${script}\n`);
    chmodSync(file, 0o755);
  }
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const java = (version: string) => ({ java: `echo 'openjdk version "${version}" 2025-04-15' >&2` });

describe('preflight: what the local stack needs', () => {
  it('reads the major version of java -version (1.8 is 8)', () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajor('java version "1.8.0_392"')).toBe(8);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('nothing')).toBeUndefined();
  });

  it('fails at once without java on the PATH, with the command that installs it on Debian/Ubuntu and macOS', () => {
    const env = { PATH: binDir() };
    expect(toolProblem('java', env)).toBe('java is not on the PATH');
    const message = preflight(['java'], env);
    expect(message).toContain('java is not on the PATH');
    expect(message).toContain('sudo apt-get install -y openjdk-17-jre-headless');
    expect(message).toContain('brew install --cask temurin@17');
    expect(() => requireTools(['java'], env)).toThrow(/apt-get install -y openjdk-17-jre-headless/);
  });

  it('refuses a java older than 17 and accepts 17 and later', () => {
    expect(toolProblem('java', { PATH: binDir(java('11.0.2')) })).toBe('java is version 11; 17 or later is needed');
    expect(toolProblem('java', { PATH: binDir(java('1.8.0_392')) })).toBe('java is version 8; 17 or later is needed');
    expect(toolProblem('java', { PATH: binDir(java('17.0.15')) })).toBeUndefined();
    expect(preflight(['java'], { PATH: binDir(java('21.0.1')) })).toBeUndefined();
  });

  it('fails without openssl, and passes with one', () => {
    expect(preflight(['openssl'], { PATH: binDir() })).toContain(INSTALL.openssl.debian);
    expect(preflight(['openssl'], { PATH: binDir({ openssl: 'echo OpenSSL 3.0.13' }) })).toBeUndefined();
  });

  it('finds Chromium where CHROMIUM_PATH says, else where apt or brew puts it', () => {
    expect(chromiumPath({}, 'linux')).toBe('/usr/bin/chromium');
    expect(chromiumPath({}, 'darwin')).toBe('/Applications/Chromium.app/Contents/MacOS/Chromium');
    const fake = path.join(binDir({ chromium: 'echo Chromium 131' }), 'chromium');
    expect(preflight(['chromium'], { CHROMIUM_PATH: fake })).toBeUndefined();
    const missing = preflight(['chromium'], { CHROMIUM_PATH: path.join(binDir(), 'chromium') });
    expect(missing).toContain('no Chromium at');
    expect(missing).toContain('sudo apt-get install -y chromium');
    expect(missing).toContain('brew install --cask chromium');
  });

  it('names every missing tool in one message', () => {
    const message = preflight(['java', 'openssl', 'chromium'], { PATH: binDir(), CHROMIUM_PATH: '/nonexistent/chromium' }) ?? '';
    expect(message.match(/^- /gm)).toHaveLength(3);
  });
});
