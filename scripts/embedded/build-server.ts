/**
 * Builds the embedded product's server (scripts/embedded.ts and the workspace packages it
 * imports) into one JavaScript module, so `pnpm start` runs plain Node instead of compiling
 * TypeScript at run time through tsx: tsx's loader and the compiled sources it keeps cost about
 * 120 MiB of resident memory on a product whose target is 600 MiB (issue 19, README's table).
 *
 * Only our own TypeScript is bundled. Every dependency stays in node_modules and is imported by
 * its absolute file URL, resolved from the package that imports it (pnpm gives each workspace
 * package its own node_modules, which a bare specifier in a bundle at the root could not
 * reach). `import.meta.url` and `import.meta.dirname` keep the value they have in their own
 * source file, so `createRequire(import.meta.url)` and `new URL('./parse-worker.mjs',
 * import.meta.url)` find what they found before.
 *
 * Beside it goes a fresh PGlite cluster (clusterTemplateFile), made once per PGlite version: a
 * first start unpacks it into the empty data directory instead of running initdb (about 2 s).
 *
 *   tsx scripts/embedded/build-server.ts [outfile]   (default dist/server/embedded.mjs)
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clusterTemplateFile, writeClusterTemplate } from '@fleet/service-kit/db';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/embedded.mjs');

const WORKSPACE_SCOPE = '@fleet/';

const serverPlugin: Plugin = {
  name: 'fleet-server',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith(WORKSPACE_SCOPE) || args.pluginData?.resolving) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await builder.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { resolving: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: pathToFileURL(found.path).href, external: true };
    });
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  const template = clusterTemplateFile(path.dirname(outfile));
  const cluster = existsSync(template) ? Promise.resolve() : writeClusterTemplate(template);
  await build({
    entryPoints: { [path.basename(outfile, '.mjs')]: path.join(ROOT, 'scripts/embedded.ts') },
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    // A module imported with import() becomes a chunk of its own, so the dependencies it imports
    // (the AWS SDK, the PostgreSQL driver) load with it rather than at start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Resolve dependencies as Node does: their "main" and the import/require/node conditions.
    mainFields: ['main'],
    conditions: [],
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [serverPlugin],
  });
  await cluster;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const outfile = path.resolve(process.argv[2] ?? SERVER_BUNDLE);
  await buildServer(outfile);
  const ms = (performance.now() - started).toFixed(0);
  console.log(`server built: ${path.relative(process.cwd(), outfile)} (${ms} ms)`);
}
