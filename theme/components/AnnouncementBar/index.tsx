import { useEffect, useState } from 'react';
import { ANNOUNCEMENT, type AnnouncementConfig, STORAGE_KEYS } from '../../../site/visitor';
import { dismissedAnnouncement, isAnnouncementVisible } from '../../../rules/visitor';
import { resolveNavHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { readStorage, writeStorage } from '../../visitor/storage';
import { CloseIcon } from '../Icons';
import { Link } from '../Link';
import './index.css';

/**
 * The announcement bar, shown until closed. A visitor who already closed
 * this announcement never sees it flash: the boot script hides it before
 * paint, and this component drops it after hydration.
 */
export function AnnouncementBar({ config = ANNOUNCEMENT }: { config?: AnnouncementConfig | null }) {
  const t = useT();
  const { lang } = useLocale();
  const [visible, setVisible] = useState(Boolean(config));

  useEffect(() => {
    setVisible(
      isAnnouncementVisible(config, {
        dismissed: readStorage(STORAGE_KEYS.announcementDismissed),
        id: readStorage(STORAGE_KEYS.announcementId),
      }),
    );
  }, [config]);

  if (!config || !visible) return null;

  const close = () => {
    const stored = dismissedAnnouncement(config);
    writeStorage(STORAGE_KEYS.announcementDismissed, stored.dismissed);
    writeStorage(STORAGE_KEYS.announcementId, stored.id);
    setVisible(false);
  };

  return (
    <section
      className="dg-announcement"
      aria-label={t('announcement.label')}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      <p className="dg-announcement__content">
        {config.shortContent ? (
          <>
            {/* One of the two shows, by width (index.css): phones get the short one. */}
            <span className="dg-announcement__long">{t(config.content)}</span>
            <span className="dg-announcement__short">{t(config.shortContent)}</span>
          </>
        ) : (
          t(config.content)
        )}{' '}
        {config.cta ? (
          <Link className="dg-announcement__cta" href={resolveNavHref(config.cta.href, lang)}>
            {t(config.cta.label)}
          </Link>
        ) : null}
      </p>
      {config.isCloseable ? (
        <button type="button" className="dg-announcement__close" aria-label={t('announcement.close')} onClick={close}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </section>
  );
}
