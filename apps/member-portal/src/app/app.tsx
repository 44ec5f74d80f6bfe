import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { UiProvider } from '@forwarder/ui';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';

/** Providers of the app. React Query joins here with the first data-fetching page. */
export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nProvider>
  );
}
