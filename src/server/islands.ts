// Islands (decision 100): the few behaviours a public page has (its menu, its carousel, its
// questions) as small scripts of their own, not as React components that need React and the
// Next.js router in the browser. Each is a `*.island.ts` file under src/, bundled once per
// process with esbuild into memory and named by its content's hash, so that browsers keep it a
// year. The markup an island works on is drawn on the server by the component that loads it
// (components/island.tsx): one renderer for visitors, the editor's preview and crawlers alike.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ISLANDS_PATH = '/islands/';

export type IslandFile = { name: string; fileName: string; body: Buffer; src: string };

const SUFFIX = '.island.ts';
// Shared by the two module graphs of one process (our HTTP server's and the one Next.js bundles).
const REGISTRY = Symbol.for('agency-site.islands');
type Registry = { byName: Map<string, IslandFile>; byFileName: Map<string, IslandFile> };

function islandSources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...islandSources(full));
    else if (entry.name.endsWith(SUFFIX)) found.push(full);
  }
  return found;
}

async function build(root: string): Promise<Registry> {
  // Loaded here only: the build tool is not part of what Next.js bundles (next.config.ts).
  const esbuild = await import('esbuild');
  const registry: Registry = { byName: new Map(), byFileName: new Map() };
  for (const source of islandSources(path.join(root, 'src')).sort()) {
    const name = path.basename(source, SUFFIX);
    if (registry.byName.has(name)) throw new Error(`Two islands are named ${name}: island file names must be unique.`);
    const result = await esbuild.build({
      entryPoints: [source],
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['es2020'],
      write: false,
      legalComments: 'none',
      // An island runs in the browser: it may import what it shares with the server (a reducer,
      // a constant), never a server module.
      platform: 'browser',
      tsconfig: path.join(root, 'tsconfig.json'),
    });
    const body = Buffer.from(result.outputFiles[0]!.contents);
    const version = createHash('sha256').update(body).digest('base64url').slice(0, 10);
    const fileName = `${name}.${version}.js`;
    const island = { name, fileName, body, src: `${ISLANDS_PATH}${fileName}` };
    registry.byName.set(name, island);
    registry.byFileName.set(fileName, island);
  }
  return registry;
}

const store = globalThis as typeof globalThis & { [REGISTRY]?: { built: Promise<Registry>; sources: string } };

/** What the islands are built from, as of now: in development an edit builds them again. */
function sourcesSignature(root: string): string {
  return islandSources(path.join(root, 'src'))
    .map((source) => `${source}:${fs.statSync(source).mtimeMs}`)
    .join('|');
}

/** Every island, built at the first call of the process (about 0.1 s). */
export function islands(root = process.cwd()): Promise<Registry> {
  const sources = process.env.NODE_ENV === 'production' ? '' : sourcesSignature(root);
  if (!store[REGISTRY] || store[REGISTRY].sources !== sources) store[REGISTRY] = { built: build(root), sources };
  return store[REGISTRY].built;
}

/** The address of island `name`, to load it from a page; throws on a name that has no file. */
export async function islandSrc(name: string): Promise<string> {
  const island = (await islands()).byName.get(name);
  if (!island) throw new Error(`No island named ${name}: expected a file ${name}${SUFFIX} under src/.`);
  return island.src;
}

/** The island served at `/islands/{fileName}`, if that is the current name of one. */
export async function islandFile(fileName: string): Promise<IslandFile | undefined> {
  return (await islands()).byFileName.get(fileName);
}
