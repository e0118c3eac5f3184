import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** One rule violation, addressed by schema coordinate (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`). */
export interface LintProblem {
  rule: 'description' | 'naming' | 'unreachable' | 'root-name';
  coordinate: string;
  message: string;
}

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const UPPER = /^[A-Z][A-Z0-9_]*$/;
const ROOT_NAMES = ['Query', 'Mutation', 'Subscription'];

const described = (d: string | null | undefined) => typeof d === 'string' && d.trim().length > 0;

/** The schema's own named types: built-in scalars and introspection types are the spec's, not ours. */
function ownTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter((t) => !isIntrospectionType(t) && !isSpecifiedScalarType(t));
}

/** Names of every type reachable from the root operation types through fields, arguments, interfaces and unions. */
function reachableTypes(schema: GraphQLSchema): Set<string> {
  const seen = new Set<string>();
  const queue: GraphQLNamedType[] = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (t): t is NonNullable<typeof t> => t != null,
  );
  while (queue.length > 0) {
    const type = queue.pop()!;
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      queue.push(...type.getInterfaces());
      for (const field of Object.values(type.getFields())) {
        queue.push(getNamedType(field.type));
        for (const arg of field.args) queue.push(getNamedType(arg.type));
      }
      if (isInterfaceType(type)) queue.push(...schema.getPossibleTypes(type));
    } else if (isUnionType(type)) {
      queue.push(...type.getTypes());
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    }
  }
  return seen;
}

/**
 * The rules the public schema keeps: every type, field, argument and enum value is described for integrators,
 * names follow GraphQL conventions, nothing is unreachable, and no type takes a root operation's name (SDL tools
 * would take it for that root).
 */
export function lintSchema(schema: GraphQLSchema): LintProblem[] {
  const problems: LintProblem[] = [];
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t) => t != null));
  const describe = (coordinate: string, description: string | null | undefined) => {
    if (!described(description)) problems.push({ rule: 'description', coordinate, message: `${coordinate} has no description` });
  };
  const name = (coordinate: string, value: string, pattern: RegExp, convention: string) => {
    if (!pattern.test(value)) problems.push({ rule: 'naming', coordinate, message: `${coordinate} is not ${convention}` });
  };
  const reachable = reachableTypes(schema);

  for (const type of ownTypes(schema)) {
    const isRoot = roots.has(type as never);
    name(type.name, type.name, PASCAL, 'PascalCase');
    if (!isRoot) describe(type.name, type.description);
    if (!isRoot && ROOT_NAMES.includes(type.name)) {
      problems.push({ rule: 'root-name', coordinate: type.name, message: `${type.name} is named like a root operation type but is not one` });
    }
    if (!reachable.has(type.name)) problems.push({ rule: 'unreachable', coordinate: type.name, message: `${type.name} is not reachable from a root type` });

    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      // One map type per branch: Object.values over the union of the three would give any[].
      const fields: Array<GraphQLField<unknown, unknown> | GraphQLInputField> = isInputObjectType(type)
        ? Object.values(type.getFields())
        : Object.values(type.getFields());
      for (const field of fields) {
        const coordinate = `${type.name}.${field.name}`;
        name(coordinate, field.name, CAMEL, 'camelCase');
        describe(coordinate, field.description);
        if ('args' in field) {
          for (const arg of field.args) {
            const argCoordinate = `${coordinate}(${arg.name}:)`;
            name(argCoordinate, arg.name, CAMEL, 'camelCase');
            describe(argCoordinate, arg.description);
          }
        }
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        const coordinate = `${type.name}.${value.name}`;
        name(coordinate, value.name, UPPER, 'UPPER_CASE');
        describe(coordinate, value.description);
      }
    }
  }
  return problems;
}
