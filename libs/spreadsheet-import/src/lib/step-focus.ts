import { useEffect, useRef, useState } from 'react';

/**
 * The step of an import and where focus goes when it changes (not on first render): keyboard and screen-reader
 * users land on the new step's heading (`headingRef`), or, back at the upload step, on its first enabled button
 * inside `uploadAnchor` (the "choose file" button).
 */
export function useImportStage<Stage extends { kind: string }>(initial: Stage) {
  const [stage, setStage] = useState<Stage>(initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uploadAnchor = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (stage.kind === initial.kind) uploadAnchor.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    else headingRef.current?.focus();
    // Only a change of step moves focus; `initial` is the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage.kind]);

  /** Goes to another step, moving focus. */
  const go = (next: Stage) => {
    moved.current = true;
    setStage(next);
  };
  /** Replaces the stage without moving focus (e.g. the preview with refused rows flagged). */
  return { stage, go, replace: setStage, headingRef, uploadAnchor };
}
