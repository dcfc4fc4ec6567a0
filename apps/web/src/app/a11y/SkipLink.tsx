import { useTranslation } from 'react-i18next';

/** The id of the layout's main area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1 bypass blocks): the first tab stop of the application pages, shown when
 * focused; it moves focus past the navbar and the menu to the page itself.
 */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        // The router would treat the hash as a navigation; focus the target directly instead.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
