import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { NODE_ID_INPUTS, NODE_ID_OUTPUTS, OTHER_ID_INPUTS } from './node';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));

/** Every ID argument (`Type.field(argument)`) and ID input field (`Input.field`) of the schema. */
function idInputs(): string[] {
  const out: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) if (getNamedType(arg.type).name === 'ID') out.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) if (getNamedType(field.type).name === 'ID') out.push(`${type.name}.${field.name}`);
  }
  return out.sort();
}

describe('Node ids in arguments', () => {
  it('every ID argument and input field is listed either as taking a Node id or as taking something else, and nothing else is listed', () => {
    const listed = [...Object.keys(NODE_ID_INPUTS), ...OTHER_ID_INPUTS].sort();
    expect(listed).toEqual(idInputs());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('every field listed as answering a Node id exists', () => {
    for (const coordinate of Object.keys(NODE_ID_OUTPUTS)) {
      const [type, field] = coordinate.split('.');
      const found = schema.getType(type);
      expect(isObjectType(found) && found.getFields()[field]).toBeTruthy();
    }
  });
});
