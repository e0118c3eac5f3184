import { AppError } from './errors';
import { idFrom, parseId, parseIds, parseOptionalId } from './ids';

describe('ids at the GraphQL edge', () => {
  it('reads a GraphQL ID or a JSON number as the record number', () => {
    expect(idFrom('42')).toBe(42);
    expect(idFrom(42)).toBe(42);
    expect(parseId('42', 'articleId')).toBe(42);
    expect(parseIds(['3', '1'], 'articleIds')).toEqual([3, 1]);
    expect(parseOptionalId(null, 'userId')).toBeNull();
    expect(parseOptionalId(undefined, 'userId')).toBeUndefined();
    expect(parseOptionalId('7', 'userId')).toBe(7);
  });

  it.each(['abc', '1.5', '-3', '0', '', ' 4', '1e3', '0x10', '1234567890'])('refuses %j as BAD_USER_INPUT naming the field', (raw) => {
    let caught: unknown;
    try {
      parseId(raw, 'articleId');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ code: 'BAD_USER_INPUT', message: 'articleId must be a positive integer' });
  });
});
