import { LabelFormat } from '@forwarder/api-client';
import { useCallback, useState } from 'react';

// Per browser, not per account: the choice follows the printer attached to this computer, and a member printing at the
// warehouse (thermal) and at the office (A4) wants each machine to remember its own.
export const LABEL_FORMAT_KEY = 'forwarder.labelFormat';

const FORMATS: readonly string[] = Object.values(LabelFormat);
const isLabelFormat = (value: unknown): value is LabelFormat => typeof value === 'string' && FORMATS.includes(value);

export function readLabelFormat(): LabelFormat {
  try {
    const stored = window.localStorage.getItem(LABEL_FORMAT_KEY);
    return isLabelFormat(stored) ? stored : LabelFormat.Pdf100x150;
  } catch {
    // Storage blocked (privacy mode): the default, every time.
    return LabelFormat.Pdf100x150;
  }
}

/** The label format chosen in this browser (100 × 150 mm PDF until one is chosen), and its setter, which remembers it. */
export function useLabelFormat(): [LabelFormat, (format: LabelFormat) => void] {
  const [format, setFormat] = useState<LabelFormat>(readLabelFormat);
  const choose = useCallback((next: LabelFormat) => {
    setFormat(next);
    try {
      window.localStorage.setItem(LABEL_FORMAT_KEY, next);
    } catch {
      // Not remembered, still used for this page.
    }
  }, []);
  return [format, choose];
}
