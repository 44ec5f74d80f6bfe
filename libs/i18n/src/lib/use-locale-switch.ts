import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { isLanguageAllowed, type LanguageConfigLike } from './language-config';
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
  /** False when the server's configuration does not list the target language: hide the toggle. */
  available: boolean;
  /**
   * Call on click: remembers the choice in the shared cookies and runs `onSwitch` (the app reloads
   * its nav list there). Navigation stays the link's job. Validation messages need no call: they
   * follow the Lingui locale the target branch activates (see `zodErrorMap`).
   */
  remember: () => void;
}

export interface LocaleSwitchOptions {
  /** The server's application configuration, when loaded: the target must be listed there. */
  config?: LanguageConfigLike | null;
  /** Runs after the cookie is written, e.g. `queryClient.invalidateQueries({ queryKey: operationKey('getNavList') })`. */
  onSwitch?: (target: Locale) => void;
}

/** Everything a language toggle link needs; rendering is left to the app or UI layer. */
export function useLocaleSwitch({ config, onSwitch }: LocaleSwitchOptions = {}): LocaleSwitch {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const target = otherLocale(locale);
  const remember = useCallback(() => {
    writeLocaleCookie(target);
    onSwitch?.(target);
  }, [target, onSwitch]);
  return {
    target,
    href: `${switchLocalePath(pathname, target)}${search}${hash}`,
    label: LOCALE_META[target].toggleLabel,
    available: isLanguageAllowed(target, config),
    remember,
  };
}
