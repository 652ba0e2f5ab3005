import * as esbuild from 'esbuild';
import { bundleOptionsOf } from '/work/main/bench/bundles.ts';
const [name, target] = [process.argv[2]!, process.argv[3]!];
const r = await esbuild.build({ ...(bundleOptionsOf(name) as any), entryPoints: [`/work/main/functions/${name}/index.ts`], write: false, metafile: true, outdir: '/tmp/metaout', sourcemap: false });
const inputs = r.metafile!.inputs;
const pkgs = new Map<string, number>();
const out = Object.values(r.metafile!.outputs).find((o: any) => o.entryPoint) as any;
for (const [k, v] of Object.entries(out.inputs) as any) { const m = k.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); if (m) pkgs.set(m[1], (pkgs.get(m[1]) ?? 0) + v.bytesInOutput); }
console.log([...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v}`).join('\n'));
// who imports target
for (const [file, info] of Object.entries(inputs)) for (const imp of (info as any).imports) if (imp.path.includes(target)) console.log('imported by', file);
