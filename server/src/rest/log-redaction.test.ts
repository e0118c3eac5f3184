import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/confirm-email/abc123', '/api/confirm-email/[redacted]'],
    ['/api/reset-password/abc?x=1', '/api/reset-password/[redacted]?x=1'],
    ['/api/verify-reset-token/abc', '/api/verify-reset-token/[redacted]'],
    ['/confirm/tok', '/confirm/[redacted]'],
    ['/api/record-shares/tok_-1', '/api/record-shares/[redacted]'],
    ['/shared-record/tok_-1', '/shared-record/[redacted]'],
    ['/?token=secret&a=1', '/?token=[redacted]&a=1'],
    ['/api/verify-certificate?certificate_id=ABC', '/api/verify-certificate?certificate_id=[redacted]'],
    ['/subscription-success?session_id=s1', '/subscription-success?session_id=[redacted]'],
    ['/api/articles?page=1', '/api/articles?page=1'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
