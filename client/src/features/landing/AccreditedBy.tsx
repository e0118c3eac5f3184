import { useAppConfig } from '../../app/app-config';
import './landing.css';

/**
 * The 'Accredited by' mark of the login and landing pages: the accreditation body's logo and name
 * from the configuration, linking to the body's website in a new tab.
 */
export function AccreditedBy({ size = 'compact' }: { size?: 'compact' | 'large' }) {
  const { config } = useAppConfig();
  const { name, url, logoUrl } = config.accreditation;
  const px = size === 'large' ? 72 : 40;
  return (
    <a className={`accredited-by accredited-${size}`} href={url} target="_blank" rel="noopener noreferrer">
      <img className="accredited-logo" src={logoUrl} alt="" width={px} height={px} />
      <span className="accredited-text">
        <span className="accredited-label">Accredited by</span>
        <span className="accredited-name">{name}</span>
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
