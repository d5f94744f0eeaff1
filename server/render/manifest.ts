import { readFileSync } from 'node:fs';
import path from 'node:path';

export type EntryAssets = { file: string; imports: string[] };
export type AssetManifest = { public: EntryAssets; manager: EntryAssets };

/** Reads dist/client/manifest.json written by esbuild.config.ts (hashed entry files and their chunks). */
export function loadManifest(assetsDir: string): AssetManifest {
  const file = path.join(assetsDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (err) {
    throw new Error(`Client assets are missing (${file}); run "npm run build" first.`, { cause: err });
  }
}
