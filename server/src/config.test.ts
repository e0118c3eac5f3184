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
