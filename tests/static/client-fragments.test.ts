import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit, type FragmentDefinitionNode } from 'graphql';
import ts from 'typescript';

/**
 * The client's fragments: masked in the generated types, each defined in `<Component>.fragment.graphql` beside the
 * component that reads it, named `<Component>_<field>`, and read only there and beside it.
 */
const root = path.resolve(__dirname, '../..');
const clientSrc = path.join(root, 'client/src');

/** The codegen config; it imports only types, so it is compiled here on its own. */
function loadCodegenConfig(): { generates: Record<string, { presetConfig?: { fragmentMasking?: unknown } }> } {
  const source = readFileSync(path.join(root, 'codegen.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as { default: ReturnType<typeof loadCodegenConfig> } };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the project's own transpiled config, the only way to load it here
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports.default;
}

/** The client's own files ending in `suffix` (generated code left out). */
function clientFiles(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : clientFiles(full, suffix);
    return suffix.test(e.name) ? [full] : [];
  });
}

const graphqlFiles = clientFiles(clientSrc, /\.graphql$/).map((file) => ({ file, document: parse(readFileSync(file, 'utf8')) }));
const fragments = graphqlFiles.flatMap(({ file, document }) =>
  document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((definition) => ({ file, definition })),
);
const sources = clientFiles(clientSrc, /\.tsx?$/).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The name codegen gives a fragment's document: `ArticleCard_article` → `ArticleCard_ArticleFragmentDoc`. */
const documentName = (fragment: string) =>
  `${fragment
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_')}FragmentDoc`;
const ownerOf = (fragment: string) => fragment.split('_')[0];
const relative = (file: string) => path.relative(root, file);

describe('client fragments', () => {
  it('are masked in the generated types', () => {
    const masking = loadCodegenConfig().generates['client/src/gql/'].presetConfig?.fragmentMasking;
    expect(masking === true || (typeof masking === 'object' && masking !== null)).toBe(true);
  });

  it('are each defined in <Component>.fragment.graphql beside the component they are named after', () => {
    expect(fragments.length).toBeGreaterThan(0);
    const misplaced = fragments
      .filter(({ file, definition }) => {
        const owner = ownerOf(definition.name.value);
        const base = path.basename(file, '.fragment.graphql');
        const dir = path.dirname(file);
        const beside = ['.tsx', '.ts'].some((ext) => existsSync(path.join(dir, `${base}${ext}`)));
        return !file.endsWith('.fragment.graphql') || !definition.name.value.includes('_') || owner.toLowerCase() !== base.toLowerCase() || !beside;
      })
      .map(({ file, definition }) => `${definition.name.value} in ${relative(file)}`);
    expect(misplaced).toEqual([]);
  });

  it('are read by their component through the generated masking helpers', () => {
    const unread = fragments
      .filter(({ file, definition }) => {
        const base = path.join(path.dirname(file), path.basename(file, '.fragment.graphql'));
        const owner = sources.find((s) => s.file === `${base}.tsx` || s.file === `${base}.ts`);
        return !owner || !owner.text.includes(documentName(definition.name.value)) || !/\b(getFragmentData|FragmentType)\b/.test(owner.text);
      })
      .map(({ definition }) => definition.name.value);
    expect(unread).toEqual([]);
  });

  it("are named in code only in their component's folder, so no parent reads a child's fields", () => {
    const folderOf = new Map(fragments.map(({ file, definition }) => [documentName(definition.name.value).replace(/Doc$/, ''), path.dirname(file)]));
    const strays: string[] = [];
    for (const { file, text } of sources) {
      for (const [, name] of text.matchAll(/\b(\w+_\w+Fragment)(?:Doc)?\b/g)) {
        const folder = folderOf.get(name);
        if (folder && folder !== path.dirname(file)) strays.push(`${name} in ${relative(file)}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('are each spread by an operation or by the fragment of a parent component', () => {
    const spread = new Set<string>();
    for (const { document } of graphqlFiles) visit(document, { FragmentSpread: (node) => void spread.add(node.name.value) });
    expect(fragments.map(({ definition }) => definition.name.value).filter((name) => !spread.has(name))).toEqual([]);
  });

  it('leave operations in the feature files: a .fragment.graphql file holds fragments only', () => {
    const operations = graphqlFiles
      .filter(({ file }) => file.endsWith('.fragment.graphql'))
      .filter(({ document }) => document.definitions.some((d) => d.kind !== Kind.FRAGMENT_DEFINITION))
      .map(({ file }) => relative(file));
    expect(operations).toEqual([]);
  });
});
