import type { Locale } from './locale';
import { DEFAULT_LOCALE } from './locale';

export type MessageDictionary = Record<Locale, Record<string, string>>;

/**
 * Declares a module's server texts. Keys are `<Module>:<Name>`; both languages must define the same keys
 * (checked when the module is registered).
 */
export function defineMessages<const K extends string>(messages: Record<Locale, Record<K, string>>): MessageDictionary {
  return messages;
}

const registry: MessageDictionary = { 'zh-Hans': {}, en: {} };

/** Adds a dictionary to the process-wide registry; a key defined twice with different text is a bug. */
export function registerMessages(source: string, messages: MessageDictionary): void {
  const zhKeys = Object.keys(messages['zh-Hans']).sort();
  const enKeys = Object.keys(messages.en).sort();
  const missing = [
    ...zhKeys.filter((k) => !(k in messages.en)).map((k) => `en:${k}`),
    ...enKeys.filter((k) => !(k in messages['zh-Hans'])).map((k) => `zh-Hans:${k}`),
  ];
  if (missing.length) throw new Error(`Messages of ${source} lack translations: ${missing.join(', ')}`);
  for (const locale of Object.keys(registry) as Locale[]) {
    for (const [key, text] of Object.entries(messages[locale])) {
      const existing = registry[locale][key];
      if (existing !== undefined && existing !== text) {
        throw new Error(`Message key "${key}" (${locale}) is defined twice with different text (${source})`);
      }
      registry[locale][key] = text;
    }
  }
}

export function hasMessage(key: string): boolean {
  return key in registry[DEFAULT_LOCALE];
}

/** Translates `key` with `{name}` placeholders; an unknown key returns the key itself (visible, never a crash). */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = registry[locale][key] ?? registry[DEFAULT_LOCALE][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] !== undefined ? String(params[name]) : whole,
  );
}
