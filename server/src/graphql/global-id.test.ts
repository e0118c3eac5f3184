import { fromGlobalId, localId, toGlobalId } from './global-id';

describe('global ids', () => {
  it('round-trip, are URL-safe and differ between types with the same key', () => {
    const article = toGlobalId('Article', 20);
    const completion = toGlobalId('ArticleCompletion', 20);
    expect(article).not.toBe(completion);
    expect(article).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromGlobalId(article)).toEqual({ type: 'Article', key: '20' });
    expect(fromGlobalId(toGlobalId('Certificate', '01J9ZQ4Y6D5M7KX3T8B2N1P0QR'))).toEqual({ type: 'Certificate', key: '01J9ZQ4Y6D5M7KX3T8B2N1P0QR' });
  });

  it('refuse what this server did not write', () => {
    for (const id of [
      '',
      '20',
      'abc',
      Buffer.from('Order:1').toString('base64url'),
      Buffer.from('Article:').toString('base64url'),
      `${toGlobalId('Article', 1)}=`,
    ]) {
      expect(fromGlobalId(id)).toBeNull();
    }
  });

  it('as arguments: the global id of an accepted type or the old number; another type is BAD_USER_INPUT', () => {
    expect(localId(toGlobalId('Article', 7), ['Article'], 'articleId')).toBe('7');
    expect(localId('7', ['Article'], 'articleId')).toBe('7');
    expect(localId(toGlobalId('Member', 3), ['User', 'Member'], 'userId')).toBe('3');
    expect(() => localId(toGlobalId('User', 7), ['Article'], 'articleId')).toThrow('articleId must be the id of an Article');
  });
});
