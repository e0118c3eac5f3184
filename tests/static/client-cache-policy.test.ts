import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import ts from 'typescript';
import type * as CachePolicy from '../../client/src/app/cache-policy';

const root = path.resolve(__dirname, '../..');

/** The client package is ESM, which this CommonJS suite cannot require; the policy is plain data, compiled here on its own. */
function loadCachePolicy(): typeof CachePolicy {
  const source = readFileSync(path.join(root, 'client/src/app/cache-policy.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as typeof CachePolicy };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the client's own transpiled module, the only way to load it here
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

const { CONNECTIONS, KEY_FIELDS, MERGED_VALUES, NOT_ENTITIES, WHOLE_LISTS } = loadCachePolicy();
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

/** The client's own source files (generated code left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/**
 * Cache writes that reach fields by pattern rather than by name: `cache.modify` with one function for every field
 * of an object, and `cache.evict` with a computed field name. Each is reported as `file:line`.
 */
function patternCacheWrites(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, 'client/src'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visitNode = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isObjectLiteralExpression(node.arguments[0] ?? node)) {
        const method = node.expression.name.text;
        const options = node.arguments[0] as ts.ObjectLiteralExpression;
        const option = (name: string) =>
          options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
        const fields = option('fields')?.initializer;
        const fieldName = option('fieldName')?.initializer;
        const byPattern =
          (method === 'modify' && fields && (ts.isArrowFunction(fields) || ts.isFunctionExpression(fields))) ||
          (method === 'evict' && fieldName && !ts.isStringLiteralLike(fieldName));
        if (byPattern) found.push(`${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
  return found;
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : graphqlFiles(full);
    return e.name.endsWith('.graphql') ? [full] : [];
  });
}

const documents: DocumentNode[] = graphqlFiles(path.join(root, 'client/src')).map((f) => parse(readFileSync(f, 'utf8')));
const fragments = new Map<string, FragmentDefinitionNode>(
  documents.flatMap((d) => d.definitions.filter((def): def is FragmentDefinitionNode => def.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f])),
);

/** Field names a selection set asks for directly or through its fragments. */
function selectedFields(set: SelectionSetNode, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) names.add(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) selectedFields(s.selectionSet, seen).forEach((n) => names.add(n));
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      selectedFields(fragments.get(s.name.value)!.selectionSet, seen).forEach((n) => names.add(n));
    }
  }
  return names;
}

/** A Relay connection type: an object with edges and pageInfo. */
function isConnection(type: unknown): boolean {
  return isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
}

/** Every field the client reads that answers a connection, as Type.field. */
function connectionFieldsRead(): Set<string> {
  const found = new Set<string>();
  for (const document of documents) {
    const info = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(info, {
        Field(node) {
          const type = info.getType();
          const parent = info.getParentType();
          if (type && parent && isConnection(getNamedType(type))) found.add(`${parent.name}.${node.name.value}`);
        },
      }),
    );
  }
  return found;
}

/**
 * Every object type the client reads, with what each field of that type asks for, its fragments included:
 * the objects Apollo stores are the answers to these fields.
 */
function selectionsByType(): Map<string, Array<Set<string>>> {
  const byType = new Map<string, Array<Set<string>>>();
  for (const document of documents) {
    const info = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(info, {
        Field(node) {
          const type = info.getType();
          const named = type ? getNamedType(type) : null;
          if (!node.selectionSet || !named || !isObjectType(named)) return;
          byType.set(named.name, [...(byType.get(named.name) ?? []), selectedFields(node.selectionSet)]);
        },
      }),
    );
  }
  return byType;
}

describe('the client cache policy (client/src/app/cache-policy.ts)', () => {
  const read = selectionsByType();

  it('names only types and fields of the schema', () => {
    const types = [...Object.keys(KEY_FIELDS), ...NOT_ENTITIES, ...MERGED_VALUES, ...Object.keys(WHOLE_LISTS)];
    expect(types.filter((t) => !isObjectType(schema.getType(t)))).toEqual([]);
    const fieldOf = (type: string, field: string) => (schema.getType(type) as ReturnType<typeof schema.getQueryType> & object).getFields()[field];
    for (const [type, keys] of Object.entries(KEY_FIELDS)) expect(keys.filter((k) => !fieldOf(type, k))).toEqual([]);
    for (const [type, fields] of Object.entries(WHOLE_LISTS)) {
      expect(fields.filter((f) => !fieldOf(type, f) || !isListType(getNullableType(fieldOf(type, f).type)))).toEqual([]);
    }
    // A connection policy sits on a field answering a connection, keyed by arguments that field takes.
    for (const [type, fields] of Object.entries(CONNECTIONS)) {
      for (const [name, keyArgs] of Object.entries(fields)) {
        const field = fieldOf(type, name);
        expect([`${type}.${name}`, !!field && isConnection(getNamedType(field.type))]).toEqual([`${type}.${name}`, true]);
        const unknown = (keyArgs || []).filter((arg) => !field.args.some((a) => a.name === arg));
        expect([`${type}.${name}`, unknown]).toEqual([`${type}.${name}`, []]);
      }
    }
  });

  it('pages every connection the client reads with relayStylePagination, and replaces no connection whole', () => {
    const paged = new Set(Object.entries(CONNECTIONS).flatMap(([type, fields]) => Object.keys(fields).map((f) => `${type}.${f}`)));
    expect([...connectionFieldsRead()].filter((f) => !paged.has(f))).toEqual([]);
    const whole = Object.entries(WHOLE_LISTS).flatMap(([type, fields]) => fields.map((f) => `${type}.${f}`));
    expect(whole.filter((f) => paged.has(f))).toEqual([]);
  });

  it('says for every type the client reads with an id whether it is an entity', () => {
    const withId = [...read.keys()].filter((t) => 'id' in (schema.getType(t) as ReturnType<typeof schema.getQueryType> & object).getFields());
    expect(withId.filter((t) => !(t in KEY_FIELDS) && !NOT_ENTITIES.includes(t))).toEqual([]);
  });

  it('names connections of the schema, keyed only by arguments of the field, and never as whole lists', () => {
    const listed = Object.entries(CONNECTIONS).flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`));
    const fieldOf = (coordinate: string) => {
      const [type, field] = coordinate.split('.');
      const parent = schema.getType(type);
      return isObjectType(parent) ? parent.getFields()[field] : undefined;
    };
    expect(listed.filter((c) => !fieldOf(c) || !isConnection(getNamedType(fieldOf(c)!.type)))).toEqual([]);
    for (const [type, fields] of Object.entries(CONNECTIONS)) {
      for (const [field, keyArgs] of Object.entries(fields)) {
        const args = new Set(fieldOf(`${type}.${field}`)!.args.map((a) => a.name));
        expect({ field: `${type}.${field}`, unknown: (keyArgs || []).filter((a) => !args.has(a)) }).toEqual({ field: `${type}.${field}`, unknown: [] });
      }
    }
    // A connection is paged, never replaced whole.
    expect(
      Object.entries(WHOLE_LISTS)
        .flatMap(([type, fields]) => fields.map((f) => `${type}.${f}`))
        .filter((c) => listed.includes(c)),
    ).toEqual([]);
  });

  it("selects an entity's key fields wherever the client reads it (Apollo refuses to store it otherwise)", () => {
    const missing: string[] = [];
    for (const [type, keys] of Object.entries(KEY_FIELDS)) {
      for (const fields of read.get(type) ?? []) {
        for (const key of keys) if (!fields.has(key)) missing.push(`${type}.${key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('changes cached fields by name only: no code modifies or evicts fields by pattern', () => {
    expect(patternCacheWrites()).toEqual([]);
  });
});
