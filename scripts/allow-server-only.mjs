// node --import ./scripts/allow-server-only.mjs: lets a command-line script load the app's
// server modules, which start with `import 'server-only'`. That package throws outside React
// Server Components; a script is server code too, so here it resolves to an empty module (as
// vitest's alias does). The `react-server` condition would do the same but changes how React and
// its libraries load.
import { register } from 'node:module';

const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
