import { useAppConfig } from '../../app/app-config';
import './landing.css';

/**
 * The 'Accredited by' mark of the login and landing pages: the accreditation body's logo and name
 * from the configuration, linking to the body's website in a new tab. A deployment without a
 * configured body shows a plain 'Not accredited' note instead, with no logo and no link.
 */
export function AccreditedBy({ size = 'compact' }: { size?: 'compact' | 'large' }) {
  const { config } = useAppConfig();
  const { accredited, name, url, logoUrl } = config.accreditation;
  const px = size === 'large' ? 72 : 40;
  if (!accredited || !name || !url) {
    return (
      <p className={`accredited-by not-accredited accredited-${size}`}>
        <span className="accredited-text">
          <span className="accredited-label">Not accredited</span>
          <span className="accredited-name">Demo deployment: no accrediting body</span>
        </span>
      </p>
    );
  }
  return (
    <a className={`accredited-by accredited-${size}`} href={url} target="_blank" rel="noopener noreferrer">
      {logoUrl && <img className="accredited-logo" src={logoUrl} alt="" width={px} height={px} />}
      <span className="accredited-text">
        <span className="accredited-label">Accredited by</span>
        <span className="accredited-name">{name}</span>
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
