import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type ESTree, parseSync } from 'vite';

/** Where the code of one kind lives: its file, and the name the file exports it under. */
export interface KindModule {
  file: string;
  name: string;
}

/**
 * Each registry of kinds (relative to the project root), the group of a screen's parts it fills
 * (`ScreenPartNames`), and the type the compiler checks it with.
 */
export const REGISTRIES = [
  { group: 'blocks', file: 'renderer/blocks/registry.ts', type: 'BlockRegistry' },
  { group: 'widgets', file: 'src/widgets/index.ts', type: 'WidgetRegistry' },
  { group: 'actions', file: 'renderer/actions/registry.ts', type: 'ActionRegistry' },
] as const;

/** Every registry's kinds and where their code lives, by the group of a screen's parts each fills. */
export type Registries = readonly { group: (typeof REGISTRIES)[number]['group']; modules: Record<string, KindModule> }[];

export function readRegistries(root: string): Registries {
  return REGISTRIES.map(({ group, file, type }) => ({ group, modules: kindModules(join(root, file), type) }));
}

/**
 * Reads a registry of kinds (renderer/blocks/registry.ts, renderer/actions/registry.ts, src/widgets/index.ts): the
 * table it exports, written `{ … } satisfies <checkedBy>` so the compiler checks it against the schema, one
 * `kind: ImportedName` line each, and the file each name is imported from. The build imports into each screen's
 * chunk the files read here for the kinds that screen uses, so the table itself never reaches the browser. A line
 * holding anything but an imported name is refused: the build could not tell which file draws the kind.
 */
export function kindModules(registryFile: string, checkedBy: string): Record<string, KindModule> {
  const source = readFileSync(registryFile, 'utf8');
  const { program, errors } = parseSync(registryFile, source, { lang: 'ts' });
  function refuse(node: { start: number } | undefined, why: string): never {
    const line = node ? source.slice(0, node.start).split('\n').length : 1;
    throw new Error(`${registryFile}:${line}: ${why}`);
  }
  if (errors.length > 0) refuse(undefined, errors[0]!.message);

  const imported = new Map<string, KindModule>();
  const tables: ESTree.ObjectExpression[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
        const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
        imported.set(specifier.local.name, { file: resolve(dirname(registryFile), statement.source.value), name });
      }
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      for (const declarator of statement.declaration.declarations)
        tables.push(
          checkedTable(declarator.init, checkedBy) ?? refuse(declarator, `the table must be written { … } satisfies ${checkedBy}`),
        );
    }
  }
  if (tables.length !== 1) refuse(undefined, `the registry must export one table of kinds, found ${tables.length}`);

  const modules: Record<string, KindModule> = {};
  for (const property of tables[0]!.properties) {
    if (property.type !== 'Property' || property.computed) refuse(property, 'each line of the table is `kind: ImportedName`');
    const { key, value } = property;
    const kind = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : refuse(key, 'a kind is a plain name');
    const module = value.type === 'Identifier' ? imported.get(value.name) : undefined;
    modules[kind] = module ?? refuse(value, `kind ${kind} must name a component or handler imported by name from its own file`);
  }
  return modules;
}

/** The object literal of `{ … } satisfies T`, so that the table the build reads is the one the compiler checks. */
function checkedTable(node: ESTree.Expression | null | undefined, type: string): ESTree.ObjectExpression | undefined {
  if (node?.type !== 'TSSatisfiesExpression' || node.expression.type !== 'ObjectExpression') return undefined;
  const annotation = node.typeAnnotation;
  const named = annotation.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' ? annotation.typeName.name : undefined;
  return named === type ? node.expression : undefined;
}
