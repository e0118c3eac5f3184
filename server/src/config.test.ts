import { loadConfig } from './config';

describe('ACCREDITATION_LOGO_URL', () => {
  it('defaults to the logo served by the app', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).ACCREDITATION_LOGO_URL).toBe('/accreditation-logo.svg');
  });

  it.each(['/static/logo.png', 'https://body.example/logo.svg'])('accepts %s', (value) => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ACCREDITATION_LOGO_URL: value }).ACCREDITATION_LOGO_URL).toBe(value);
  });

  it.each(['logo.svg', '//cdn.example/logo.svg', 'javascript:alert(1)'])('refuses %s', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ACCREDITATION_LOGO_URL: value })).toThrow(/ACCREDITATION_LOGO_URL/);
  });
});

describe('ACCREDITATION_*', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
  it('is no accreditation by default', () => {
    expect(loadConfig(base).accreditation).toBeNull();
  });
  it('takes the body, its URL, the reference and the optional CPD sentence together', () => {
    const body = { ACCREDITATION_BODY_NAME: 'Body', ACCREDITATION_BODY_URL: 'https://body.test', ACCREDITATION_REFERENCE: 'B-1' };
    expect(loadConfig({ ...base, ...body }).accreditation).toEqual({
      bodyName: 'Body',
      bodyUrl: 'https://body.test',
      reference: 'B-1',
      cpdStatement: null,
      logoUrl: '/accreditation-logo.svg',
    });
    expect(loadConfig({ ...base, ...body, ACCREDITATION_CPD_STATEMENT: 'Counts.' }).accreditation?.cpdStatement).toBe('Counts.');
  });
  it('refuses a partial accreditation', () => {
    expect(() => loadConfig({ ...base, ACCREDITATION_REFERENCE: 'X-1' })).toThrow(/ACCREDITATION_REFERENCE: set ACCREDITATION_BODY_NAME too/);
    expect(() => loadConfig({ ...base, ACCREDITATION_CPD_STATEMENT: 'Counts.' })).toThrow(/ACCREDITATION_CPD_STATEMENT: set ACCREDITATION_BODY_NAME too/);
    expect(() => loadConfig({ ...base, ACCREDITATION_BODY_NAME: 'Body', ACCREDITATION_BODY_URL: 'https://body.test' })).toThrow(
      /ACCREDITATION_REFERENCE: required when ACCREDITATION_BODY_NAME is set/,
    );
  });
});
