/**
 * The site-wide API files (test/support/site-wide-files.ts), one after another in this one file,
 * each in a describe of its own name: a whole run gives them one worker while the unit and infra
 * files use the other, before any other API file starts (vitest.config.ts). Each file's hooks
 * belong to its describe, so a file puts back its settings before the next one begins.
 */
import { describe } from 'vitest';
import { SITE_WIDE } from '../support/site-wide-files.ts';

for (const file of SITE_WIDE) {
  describe(file, async () => {
    await import(/* @vite-ignore */ `../../${file}`);
  });
}
