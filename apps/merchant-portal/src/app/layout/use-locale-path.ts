import { joinLocalePath, useLocale } from '@forwarder/i18n';
import { useCallback } from 'react';

/** Turns an unprefixed app path into the current language's path ('/login' -> '/en/login'). */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => joinLocalePath(locale, path), [locale]);
}
