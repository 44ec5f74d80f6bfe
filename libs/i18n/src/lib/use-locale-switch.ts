import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { writeLocaleCookie } from './locale-cookie';
import { switchLocalePath } from './locale-path';
import { isLocale, LOCALE_META, otherLocale, DEFAULT_LOCALE, type Locale } from './locales';

/** The active language (from the activated Lingui instance). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export interface LocaleSwitch {
  /** The language the toggle switches to. */
  target: Locale;
  /** Same page, other language, query and hash kept. */
  href: string;
  /** 'EN' or '中文': the name of the target language in itself (not translated on purpose). */
  label: string;
  /** Remembers the choice in the shared cookies; call on click, navigation stays a link's job. */
  remember: () => void;
}

/** Everything a language toggle link needs; rendering is left to the app or UI layer. */
export function useLocaleSwitch(): LocaleSwitch {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const target = otherLocale(locale);
  const remember = useCallback(() => writeLocaleCookie(target), [target]);
  return {
    target,
    href: `${switchLocalePath(pathname, target)}${search}${hash}`,
    label: LOCALE_META[target].toggleLabel,
    remember,
  };
}
