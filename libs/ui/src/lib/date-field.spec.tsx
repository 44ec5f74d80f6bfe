import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { DateField } from './date-field';
import { UiProvider } from './ui-provider';

// Issue 27: a native date input shows the browser's language ("11/28/2026, 03:09 PM" on a Chinese page); the field
// writes its value out in the page's language under it.
function renderIn(locale: 'zh-Hans' | 'en', value: string) {
  i18n.load(locale, {});
  i18n.activate(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <DateField type="datetime-local" label="发布时间" helper="按本机时间填写" defaultValue={value} shownValue={value} />
      </UiProvider>
    </I18nProvider>,
  );
}

describe('DateField', () => {
  it.each([
    ['zh-Hans', '2026年11月28日 15:09'],
    ['en', 'November 28, 2026 at 15:09'],
  ] as const)('writes a date and time out in the page language (%s), beside its helper, as the field’s description', (locale, written) => {
    renderIn(locale, '2026-11-28T15:09');
    const input = screen.getByLabelText('发布时间');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAccessibleDescription(`按本机时间填写 ${written}`);
  });

  it('writes nothing for an empty value', () => {
    renderIn('zh-Hans', '');
    expect(screen.getByLabelText('发布时间')).toHaveAccessibleDescription('按本机时间填写');
  });
});
