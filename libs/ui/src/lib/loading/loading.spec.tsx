/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { Button } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DataTable } from '../table/data-table';
import { UiProvider } from '../ui-provider';
import { LoadingSpinner, LoadingStatus } from './loading';

// Issue 27: `aria-prohibited-attr` on `.chakra-spinner` (an aria-label on a span without a role) and nameless loading
// buttons. Every loading state is a named status, or decoration beside text that names it.

beforeAll(() => {
  i18n.load({ 'zh-Hans': {}, en: {} });
  i18n.activate('zh-Hans');
});

const renderUi = (children: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <UiProvider>{children}</UiProvider>
    </I18nProvider>,
  );

/** Every element carrying aria-label has a role that allows one (no bare span or div). */
function expectNoLabelWithoutRole(container: HTMLElement) {
  const bare = [...container.querySelectorAll('[aria-label]')].filter((element) => {
    const tag = element.tagName.toLowerCase();
    return !element.getAttribute('role') && (tag === 'span' || tag === 'div');
  });
  expect(bare.map((element) => element.outerHTML)).toEqual([]);
}

describe('loading states', () => {
  it('a spinner with a label is a named status; without one it is hidden decoration', () => {
    const { container } = renderUi(
      <>
        <LoadingSpinner label="处理中" />
        <p>
          <LoadingSpinner /> 正在跳转…
        </p>
      </>,
    );
    expect(screen.getByRole('status', { name: '处理中' })).toHaveClass('chakra-spinner');
    expect(container.querySelectorAll('.chakra-spinner[aria-hidden="true"]')).toHaveLength(1);
    expectNoLabelWithoutRole(container);
  });

  it('skeletons standing for content are a busy status named by what loads', () => {
    const { container } = renderUi(
      <>
        <LoadingStatus label="正在查找运单">…</LoadingStatus>
        <DataTable label="运单列表" loading loadingLabel="正在加载运单" columns={[]} rows={[]} rowKey={() => ''} />
      </>,
    );
    expect(screen.getByRole('status', { name: '正在查找运单' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '正在加载运单' })).toHaveAttribute('aria-busy', 'true');
    expectNoLabelWithoutRole(container);
  });

  it('a loading button keeps a name (its label is hidden while it spins) and its spinner is decoration', () => {
    const { container } = renderUi(
      <>
        <Button loading>保存</Button>
        <Button loading loadingText="保存中…">
          保存
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '处理中' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /保存中…$/ })).toBeDisabled();
    expect(container.querySelectorAll('.chakra-spinner:not([aria-hidden="true"])')).toHaveLength(0);
  });
});
