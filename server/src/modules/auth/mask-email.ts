/**
 * An address shown to someone who should recognise it but not learn it: the first character of the local part
 * and of the domain, and the top-level domain ("a***@e***.com"). Used in the notice to the old address of an
 * e-mail change, which anyone reading that mailbox sees.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${domain[0] ?? ''}***${tld}`;
}
