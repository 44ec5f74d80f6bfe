import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LoadingSpinner } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { OutcomeMark, type Tone } from '../../../shared/layout/outcome-mark';
import type { ScanState } from '../lib/scan-log';

/** Each result in words, with a shape and a colour (never the colour alone). */
export const SCAN_STATES: Record<Exclude<ScanState, 'pending'>, { tone: Tone; label: MessageDescriptor }> = {
  applied: { tone: 'success', label: msg`已应用` },
  unknown: { tone: 'error', label: msg`单号不存在` },
  'not-allowed': { tone: 'error', label: msg`不允许此操作` },
  'already-applied': { tone: 'info', label: msg`此前已应用` },
  failed: { tone: 'warning', label: msg`未完成，请重扫` },
};

export function ScanOutcomeMark({ state, size }: { state: ScanState; size?: 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useLingui();
  if (state === 'pending') return <LoadingSpinner size="sm" label={t`处理中`} />;
  const { tone, label } = SCAN_STATES[state];
  return (
    <OutcomeMark tone={tone} size={size}>
      {i18n._(label)}
    </OutcomeMark>
  );
}
