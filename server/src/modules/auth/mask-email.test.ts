import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first letters and the top-level domain only', () => {
    expect(maskEmail('new.address@example.org')).toBe('n***@e***.org');
    expect(maskEmail('a@b.co.uk')).toBe('a***@b***.uk');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
    expect(maskEmail('broken')).toBe('***');
  });
});
