// The web's one-way imports (docs/PRODUCT.md#code-shape, bulletproof-react): app/ over features/ over
// components/ and lib/ over config/; shared code (components/, lib/) never reaches into app/ or
// features/, a feature never reaches into app/, and no feature imports another feature's files:
// a feature uses another only through its index.ts, and what two features share moves to
// components/ or lib/. No import cycles on either side.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = 'apps/web/src';
const features = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones for import/no-restricted-paths, relative to `base` (the repository root unless a fixture says otherwise). */
export function boundaryZones(base = web) {
  return [
    // A feature may use another feature only through its public entry (its index.ts).
    ...features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `./${base}/features/${feature}`,
          from: `./${base}/features/${other}`,
          except: ['./index.ts'],
          message: `Bir özellik başka bir özelliğin iç dosyalarını içe aktaramaz: features/${other}/index.ts üzerinden kullanın ya da ortak kodu components/ veya lib/ altına taşıyın.`,
        })),
    ),
    {
      target: [`./${base}/components`, `./${base}/lib`],
      from: [`./${base}/app`, `./${base}/features`],
      message: 'components/ ve lib/, app/ ya da features/ içinden bir şey içe aktaramaz.',
    },
    // The app shell composes the features, so a feature never reaches back up into it.
    {
      target: `./${base}/features`,
      from: `./${base}/app`,
      message: 'Bir özellik app/ içinden bir şey içe aktaramaz: paylaşılan ayarlar config/ altında durur.',
    },
    // config/ is the ground floor: paths and settings every layer reads, importing none of them.
    {
      target: `./${base}/config`,
      from: [`./${base}/app`, `./${base}/features`, `./${base}/components`, `./${base}/lib`],
      message: 'config/ en alttaki kattır: app/, features/, components/ ya da lib/ içinden bir şey içe aktaramaz.',
    },
  ];
}

export const boundaries = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Only the project's own modules are followed (cycles and zones are about our code).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
