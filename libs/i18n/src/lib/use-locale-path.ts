import { joinLocalePath } from './locale-path';
import { useLocale } from './use-locale-switch';
import { useCallback } from 'react';

/** Turns an unprefixed app path into the current language's path ('/login' -> '/en/login'). */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback((path: string) => joinLocalePath(locale, path), [locale]);
}
