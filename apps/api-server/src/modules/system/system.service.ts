import type { components, UserType } from '@forwarder/contracts/api-f';
import type { AuthUser } from '../../auth/auth-user';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { ENUM_CATALOG } from './enum-catalog';
import { readTenantSettings } from './tenant-settings';
import type { SystemExecutor } from './system.db';

type ApplicationConfiguration = components['schemas']['ApplicationConfiguration'];
type LanguageInfo = components['schemas']['LanguageInfo'];
type EnumsResponse = components['schemas']['EnumsResponse'];
type EnumGroup = components['schemas']['EnumGroup'];

export const LANGUAGES: Record<Locale, LanguageInfo> = {
  'zh-Hans': { cultureName: 'zh-Hans', uiCultureName: 'zh-CN', displayName: '简体中文' },
  en: { cultureName: 'en', uiCultureName: 'en-US', displayName: 'English' },
};

export async function applicationConfiguration(
  db: SystemExecutor,
  user: AuthUser | null,
  locale: Locale,
  deployment: Pick<ApplicationConfiguration, 'features' | 'siteOrigin'>,
): Promise<ApplicationConfiguration> {
  return {
    ...deployment,
    localization: {
      languages: [LANGUAGES['zh-Hans'], LANGUAGES.en],
      currentCulture: LANGUAGES[locale],
      defaultLanguage: DEFAULT_LOCALE,
    },
    currentUser: user
      ? { isAuthenticated: true, id: user.id, userName: user.userName, userType: user.userType as UserType, merchantId: user.merchantId }
      : { isAuthenticated: false, id: null, userName: null, userType: null, merchantId: null },
    tenantExtra: await readTenantSettings(db),
  };
}

/** The requested categories in request order (duplicates once), or every category when none is asked. */
export function enums(categories: readonly number[] | undefined, locale: Locale): EnumsResponse {
  const wanted = categories?.length ? [...new Set(categories)] : ENUM_CATALOG.map((c) => c.category);
  const items: EnumGroup[] = [];
  for (const category of wanted) {
    const def = ENUM_CATALOG.find((c) => c.category === category);
    if (!def) continue; // the contract's enum already rejects unknown categories with 400
    items.push({
      category: def.category as EnumGroup['category'],
      name: def.name,
      values: def.values.map((x) => ({ value: x.value, name: x.name, displayName: locale === 'en' ? x.en : x.zh })),
    });
  }
  return { items };
}
