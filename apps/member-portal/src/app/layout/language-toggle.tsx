import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocaleSwitch } from '@forwarder/i18n';
import { Link } from 'react-router-dom';

/**
 * Same page in the other language; remembers the choice in the shared language cookies.
 * The accessible name contains the visible label (axe: label-content-name-mismatch).
 */
export function LanguageToggle() {
  const { t } = useLingui();
  const { href, label, remember, target } = useLocaleSwitch();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href} onClick={remember} hrefLang={target} aria-label={t`切换语言：${label}`}>
        <span lang={target}>{label}</span>
      </Link>
    </Button>
  );
}
