/** The 'Accredited by' mark of the login page and landing page; the body's link opens in a new tab. */
export function AccreditedBy({ name = 'European CPD Accreditation Council', url = 'https://cpd-accreditation.example.org' }: { name?: string; url?: string }) {
  return (
    <a className="accredited-by" href={url} target="_blank" rel="noopener noreferrer">
      <span className="accredited-label">Accredited by</span>
      <span className="accredited-logo" aria-hidden="true">
        <svg viewBox="0 0 40 40" width="32" height="32"><circle cx="20" cy="20" r="18" fill="#0f766e" /><path d="M12 21l6 6 11-13" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" /></svg>
      </span>
      <span className="accredited-name">{name}</span>
    </a>
  );
}
