/**
 * Builds the server bundle (dist/server) and the two client entries (dist/client): public pages and
 * manager area, ES modules with code splitting, hashed names and a manifest the server reads.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { cjkHandwritingSlices } from './scripts/build/cjk-handwriting-slices';
import { precompress } from './scripts/build/precompress';
import { buildStamp, STAMP_FILE, writeBuildStamp } from './scripts/build/stamp';

const root = path.dirname(new URL(import.meta.url).pathname);
const clientOut = path.join(root, 'dist/client');
const serverOut = path.join(root, 'dist/server');

/**
 * styled-components numbers components by creation order, which differs between the server bundle
 * and the split client bundle. Giving each `const X = styled...` a displayName and a componentId
 * derived from its file and name makes class names identical on both sides, so hydration matches.
 */
const styledComponentIds: esbuild.Plugin = {
  name: 'styled-component-ids',
  setup(build) {
    build.onLoad({ filter: /client\/.*\.tsx$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const file = path.relative(root, args.path);
      const contents = source.replace(
        /\b(const|let)\s+([A-Z]\w*)\s*=\s*styled(\.\w+|\([^)]*\))/g,
        (_m, kind: string, name: string, target: string) => {
          const id = `sc-${createHash('sha1').update(`${file}:${name}`).digest('hex').slice(0, 10)}`;
          return `${kind} ${name} = styled${target}.withConfig({ displayName: '${name}', componentId: '${id}' })`;
        },
      );
      return { contents, loader: 'tsx' };
    });
  },
};

/**
 * react-router's package exports point at its development build (warnings and invariant checks on
 * every match). Both bundles take its production build instead; the server bundles it too, so
 * react-router-dom and react-router share one copy.
 */
const reactRouterProduction: esbuild.Plugin = {
  name: 'react-router-production',
  setup(build) {
    const dir = path.join(root, 'node_modules/react-router/dist/production');
    build.onResolve({ filter: /^react-router$/ }, () => ({ path: path.join(dir, 'index.mjs') }));
    build.onResolve({ filter: /^react-router\/dom$/ }, () => ({ path: path.join(dir, 'dom-export.mjs') }));
    build.onResolve({ filter: /^react-router-dom$/ }, () => ({ path: 'react-router-dom', namespace: 'react-router-production' }));
    build.onLoad({ filter: /.*/, namespace: 'react-router-production' }, () => ({
      contents: `export * from 'react-router';\nexport { HydratedRouter, RouterProvider } from 'react-router/dom';\n`,
      resolveDir: root,
      loader: 'js',
    }));
  },
};

async function buildClient() {
  rmSync(clientOut, { recursive: true, force: true });
  const options = (entryPoints: Record<string, string>): esbuild.BuildOptions & { metafile: true } => ({
    absWorkingDir: root,
    entryPoints,
    outdir: clientOut,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: process.env.MINIFY !== "0",
    sourcemap: false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'asset-[hash]',
    jsx: 'automatic',
    // Fonts (the typed signature's handwriting) are copied as hashed assets; an import gives the
    // file's path relative to the chunk, resolved against import.meta.url where it is used.
    loader: { '.css': 'text', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    plugins: [styledComponentIds, reactRouterProduction, cjkHandwritingSlices({ emit: true })],
    logLevel: 'warning',
  });
  // Two builds: chunks are split by which entries share a module, so with one build every module the
  // manager also uses became a chunk of its own on the public pages (a request and its headers each).
  const results = await Promise.all([esbuild.build(options({ public: 'client/public/entry.tsx' })), esbuild.build(options({ manager: 'client/manager/entry.tsx' }))]);
  const metafile: esbuild.Metafile = { inputs: {}, outputs: {} };
  for (const r of results) {
    Object.assign(metafile.inputs, r.metafile.inputs);
    Object.assign(metafile.outputs, r.metafile.outputs);
  }
  // The public pages' scripts go out compressed once at build time (brotli 11, gzip 9); the manager's at the server's quality 4.
  const publicScripts = Object.keys(results[0].metafile.outputs).filter((file) => file.endsWith('.js'));
  await precompress(publicScripts.map((file) => path.join(root, file)), path.join(root, 'node_modules/.cache/precompressed-scripts'));
  writeManifest(metafile);
  writeFileSync(path.join(root, 'dist/meta-client.json'), JSON.stringify(metafile));
}

/** manifest.json: for each entry, its file and the chunks it imports statically (to modulepreload). */
function writeManifest(metafile: esbuild.Metafile) {
  const outputs = metafile.outputs;
  const rel = (p: string) => path.relative(clientOut, path.join(root, p));
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return [...seen];
  };
  const manifest: Record<string, { file: string; imports: string[] }> = {};
  const entries: Record<string, string> = { 'client/public/entry.tsx': 'public', 'client/manager/entry.tsx': 'manager' };
  for (const [file, output] of Object.entries(outputs)) {
    // Dynamic-import chunks carry an entryPoint too; only the two real entries go in the manifest.
    const name = output.entryPoint && entries[output.entryPoint];
    if (name) manifest[name] = { file: rel(file), imports: staticImports(file).map(rel) };
  }
  writeFileSync(path.join(clientOut, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

async function buildServer() {
  rmSync(serverOut, { recursive: true, force: true });
  mkdirSync(serverOut, { recursive: true });
  await esbuild.build({
    absWorkingDir: root,
    // The server, its worker threads (dist/server/pdf-worker.js, dist/server/signature-worker.js), and each command line
    // script (server/cli) built the same way: `node dist/server/cli/backup.js` runs without tsx (npm run backup runs the
    // source through tsx, and needs no build).
    entryPoints: { index: 'server/index.ts', 'pdf-worker': 'server/documents/pdf/pdf-worker.ts', 'signature-worker': 'server/uploads/signature/decode-worker.ts', ...Object.fromEntries(readdirSync(path.join(root, 'server/cli')).map((f) => [`cli/${path.basename(f, '.ts')}`, `server/cli/${f}`])) },
    outdir: serverOut,
    bundle: true,
    // Dynamic imports stay separate files: the server never loads what only the browser runs
    // (the map view imports maplibre, 14 MB resident) or what it needs only now and then.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    jsx: 'automatic',
    // The server renders client components that import fonts, never using them: the same names as the client's.
    loader: { '.woff2': 'file' },
    assetNames: 'asset-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [styledComponentIds, reactRouterProduction, cjkHandwritingSlices({ emit: false })],
    logLevel: 'warning',
  });
}

// The stamp is taken before the build reads its inputs (a file saved meanwhile leaves the build stale)
// and written only once both halves are built (a failed build leaves none).
rmSync(path.join(root, STAMP_FILE), { force: true });
const stamp = buildStamp(root);
await buildClient();
await buildServer();
writeBuildStamp(root, stamp);
console.log('built dist/client and dist/server');
