import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocaleSwitch, type LanguageConfigLike, type Locale } from '@forwarder/i18n';
import { Link } from 'react-router-dom';

/**
 * Same page in the other language: shows 'EN' on the Chinese site and '中文' on the English one,
 * and remembers the choice in the shared language cookies (spec section 4).
 * The accessible name contains the visible label (axe: label-content-name-mismatch).
 */
export function LanguageToggle({
  config,
  onSwitch,
}: {
  /** The server's application configuration: the toggle hides when it does not list the other language. */
  config?: LanguageConfigLike | null;
  onSwitch?: (target: Locale) => void;
} = {}) {
  const { t } = useLingui();
  const { href, label, remember, target, available } = useLocaleSwitch({ config, onSwitch });
  if (!available) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href} onClick={remember} hrefLang={target} aria-label={t`切换语言：${label}`}>
        <span lang={target}>{label}</span>
      </Link>
    </Button>
  );
}
