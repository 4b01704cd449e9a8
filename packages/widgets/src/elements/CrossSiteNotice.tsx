import { useTranslate } from '../provider';
import styles from './Elements.module.css';
import { portalLink } from './portalLink';
import { embed } from '../i18n/vi-VN/embed';
import { portalLoginPath } from '../widgets/shared/portalPaths';

/**
 * Shown instead of a login that would silently fail: the page is not same-site with the API, so the browser keeps
 * no session cookie here (Sanctum's is SameSite=Lax). Offers the portal's login in a new tab; sends nothing.
 */
export function CrossSiteNotice({ portalUrl }: { portalUrl: string }) {
  const t = useTranslate(embed);
  return (
    <div className={styles.stack}>
      <h2 className={styles.title} part="heading">
        {t('embed.crossSite.title')}
      </h2>
      <p className={styles.text}>{t('embed.crossSite.text')}</p>
      <p className={styles.actions}>
        <a
          className={styles.link}
          part="link"
          href={portalLink(portalUrl, portalLoginPath)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('embed.crossSite.open')}
        </a>
      </p>
    </div>
  );
}
