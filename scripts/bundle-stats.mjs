// Which source modules each built JS file holds and how many bytes each renders to (a Vite plugin
// for vite.config.ts): dist/.vite/modules.json, { "assets/x.js": { "src/a.ts": 1234, ... } }, the
// module ids repository-relative (node_modules/... for packages). The weight budgets
// (scripts/route-weights.mjs) name a heavy route's largest modules from it; it is also the
// cheapest bundle visualiser: `node scripts/route-weights.mjs --modules /app/library`.
import { posix, relative } from 'node:path';

export function bundleStats() {
  let root = process.cwd();
  let enabled = false;
  return {
    name: 'sous-bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      enabled = !config.build.ssr && config.build.manifest !== false;
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const stats = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (!info.renderedLength) continue;
          const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
          const rel = relative(root, clean).split('\\').join('/');
          const name = posix.normalize(
            rel.startsWith('..') && !rel.includes('node_modules/')
              ? clean
              : rel.replace(/^.*node_modules\//, 'node_modules/'),
          );
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        stats[output.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: `${JSON.stringify(stats, null, 1)}\n`,
      });
    },
  };
}
