import { siDiscord, siGithub, siTelegram, siX, siYoutube } from 'simple-icons';
import type { FooterLink } from '../../../site/footer';

// Named imports only: the bundler keeps these five paths and drops the rest of the set.
const PATHS: Record<NonNullable<FooterLink['icon']>, string> = {
  x: siX.path,
  github: siGithub.path,
  discord: siDiscord.path,
  telegram: siTelegram.path,
  youtube: siYoutube.path,
};

/** A network's logo in the text colour; the link's text names it. */
export function SocialIcon({ name }: { name: NonNullable<FooterLink['icon']> }) {
  return (
    <svg className="dg-footer__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
