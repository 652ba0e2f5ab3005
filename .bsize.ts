import { build } from 'esbuild';
import { bundleOptionsOf } from './bench/bundles.ts';
const name = process.argv[2]!;
const entry = process.argv[3] ?? `functions/${name}/index.ts`;
const out = await build({ ...bundleOptionsOf(name), entryPoints: [entry], write: false, outdir: '/tmp/bout', metafile: true, sourcemap: false });
for (const f of out.outputFiles) if (f.path.endsWith('.js')) console.log(name, entry, f.contents.length);
