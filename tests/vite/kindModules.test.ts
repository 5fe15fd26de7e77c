import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { actionSchemas } from '../../schemas/actions/index.ts';
import { blockSchemas } from '../../schemas/blocks/index.ts';
import { widgetSchemas } from '../../schemas/widgets/index.ts';
import { kindModules, REGISTRIES, readRegistries } from '../../tools/vite/kindModules.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'kind-modules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('the build finds every kind of the schema in its registry, each in a file of that folder exporting it', async () => {
  const kinds = { blocks: blockSchemas, widgets: widgetSchemas, actions: actionSchemas };
  for (const { group, modules } of readRegistries(ROOT)) {
    expect(Object.keys(modules).sort(), group).toEqual(Object.keys(kinds[group]).sort());
    const folder = dirname(join(ROOT, REGISTRIES.find((r) => r.group === group)!.file));
    for (const [kind, { file, name }] of Object.entries(modules)) {
      expect(dirname(file), kind).toBe(folder);
      expect(typeof ((await import(file)) as Record<string, unknown>)[name], `${kind}: ${name} in ${file}`).toBe('function');
    }
  }
});

const registry = (name: string, text: string) => {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
};

test('reads a renamed import and a quoted kind', () => {
  const file = registry(
    'renamed.ts',
    "import { Heading as Title } from './Heading.tsx';\nexport const blocks = { 'heading': Title } satisfies BlockRegistry;\n",
  );
  expect(kindModules(file, 'BlockRegistry')).toEqual({ heading: { file: join(scratch, 'Heading.tsx'), name: 'Heading' } });
});

test('refuses a table the compiler does not check, or a line the build cannot follow to a file', () => {
  const imports = "import { Heading } from './Heading.tsx';\nimport { wrap } from './wrap.ts';\n";
  const cases = [
    [
      'unchecked.ts',
      `${imports}export const blocks = { heading: Heading };\n`,
      'unchecked.ts:3: the table must be written { … } satisfies BlockRegistry',
    ],
    [
      'other-type.ts',
      `${imports}export const blocks = { heading: Heading } satisfies Record<string, unknown>;\n`,
      'satisfies BlockRegistry',
    ],
    [
      'wrapped.ts',
      `${imports}export const blocks = {\n  heading: wrap(Heading),\n} satisfies BlockRegistry;\n`,
      'wrapped.ts:4: kind heading must name',
    ],
    [
      'not-imported.ts',
      'const Heading = () => null;\nexport const blocks = { heading: Heading } satisfies BlockRegistry;\n',
      'kind heading must name',
    ],
    ['spread.ts', `${imports}const more = {};\nexport const blocks = { ...more } satisfies BlockRegistry;\n`, 'each line of the table is'],
    [
      'two.ts',
      `${imports}export const blocks = {} satisfies BlockRegistry;\nexport const more = {} satisfies BlockRegistry;\n`,
      'one table of kinds, found 2',
    ],
  ] as const;
  for (const [name, text, message] of cases) expect(() => kindModules(registry(name, text), 'BlockRegistry'), name).toThrow(message);
});

/** Every module the browser may load: the renderer and the product's code. */
function browserFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? browserFiles(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

test('no module of the browser imports a registry, which imports every kind: a screen loads only its own', () => {
  const registries = new Set(REGISTRIES.map(({ file }) => join(ROOT, file)));
  const offenders = [...browserFiles(join(ROOT, 'renderer')), ...browserFiles(join(ROOT, 'src'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)]
      .map((m) => resolve(dirname(file), m[1] ?? m[2]!))
      .filter((target) => registries.has(target))
      .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
  );
  expect(offenders).toEqual([]);
});
