import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { AppFrame } from './app-frame';
import { NotFoundView } from './not-found-view';
import { system } from './system';
import { UiProvider } from './ui-provider';

describe('system', () => {
  it('has the spec breakpoints (576/768/992/1200 px, in rem of 16 px)', () => {
    expect(system.breakpoints.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'sm', min: '36rem' }),
        expect.objectContaining({ name: 'md', min: '48rem' }),
        expect.objectContaining({ name: 'lg', min: '62rem' }),
        expect.objectContaining({ name: 'xl', min: '75rem' }),
      ]),
    );
  });

  it('exposes the purple palette as semantic tokens', () => {
    expect(system.token('colors.brand.solid')).toBe('var(--ck-colors-brand-solid)');
    expect(system.token('colors.brand.600')).toBe('#9333ea');
  });
});

describe('frame and 404 view', () => {
  beforeAll(() => {
    i18n.load('zh-Hans', {});
    i18n.activate('zh-Hans');
  });

  it('renders header, main and the 404 message (source language)', () => {
    render(
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <AppFrame brand={<a href="/">Logo</a>} actions={<button type="button">EN</button>}>
            <NotFoundView homeAction={<a href="/">home</a>} />
          </AppFrame>
        </UiProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('找不到此页面');
  });
});
