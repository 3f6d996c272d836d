import type { FooterLink } from '../../../site/footer';
import './social-icons.css';

/**
 * A network's logo in the link's colour; the link's text names it. The
 * shapes are CSS masks (social-icons.css), so they cost no script.
 */
export function SocialIcon({ name }: { name: NonNullable<FooterLink['icon']> }) {
  return <span className={`dg-footer__icon dg-footer__icon--${name}`} aria-hidden="true" />;
}
