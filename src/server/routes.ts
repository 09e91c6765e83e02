// Which of the build's routes answers a path, read from Next.js' own routes manifest
// (.next/routes-manifest.json): the answer cache learns each route's caching policy from its first
// answer and applies it to every path of that route (decision 099).
import fs from 'node:fs';
import path from 'node:path';

type ManifestRoute = { page: string; regex: string };
type Manifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

export type RouteMatcher = (pathname: string) => string | null;

/** Matches as Next.js does: a static route by its exact path, then the dynamic ones in the manifest's order (most specific first). */
export function createRouteMatcher(manifest: Manifest): RouteMatcher {
  const exact = new Map<string, string>();
  for (const route of manifest.staticRoutes ?? []) exact.set(route.page, route.page);
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const staticRegexes = (manifest.staticRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    const found = exact.get(pathname);
    if (found) return found;
    // A trailing slash and the like: the static route's own pattern.
    for (const route of staticRegexes) if (route.regex.test(pathname)) return route.page;
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page;
    return null;
  };
}

/** The matcher of the build in `dir` (the project's root). */
export function loadRouteMatcher(dir: string): RouteMatcher {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as Manifest;
  return createRouteMatcher(manifest);
}
