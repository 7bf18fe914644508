// The upload progress of the tax-docs steps (spec 2 §4): a simulated bar rising by ticks of 500 ms up to
// 95, then 100 when the answer arrives, cleared 2 s later; red under 30, yellow under 70, else green.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export const PROGRESS_TICK_MS = 500;
export const PROGRESS_RESET_MS = 2000;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: #e2e8f0;
  overflow: hidden;
  margin: 8px 0;
`;
const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(p) => p.$percent}%;
  background: ${(p) => (p.$percent < 30 ? '#dc2626' : p.$percent < 70 ? '#ca8a04' : '#16a34a')};
`;

export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (tick.current) clearInterval(tick.current);
      if (reset.current) clearTimeout(reset.current);
    },
    [],
  );
  const start = useCallback(() => {
    if (reset.current) clearTimeout(reset.current);
    setPercent(5);
    tick.current = setInterval(() => setPercent((p) => Math.min(95, (p ?? 0) + 10)), PROGRESS_TICK_MS);
  }, []);
  const finish = useCallback((completed: boolean) => {
    if (tick.current) clearInterval(tick.current);
    tick.current = null;
    setPercent(completed ? 100 : null);
    if (completed) reset.current = setTimeout(() => setPercent(null), PROGRESS_RESET_MS);
  }, []);
  return { percent, start, finish };
}

/** Spec 2 §4 upload stage texts by progress. */
function stageText(percent: number, analyzing: string): string {
  if (percent >= 100) return 'Processing complete!';
  if (percent >= 50) return 'Extracting field data...';
  if (percent >= 25) return analyzing;
  return 'Uploading document...';
}

export function UploadProgress({ percent, analyzing = 'Analyzing document...' }: { percent: number | null; analyzing?: string }) {
  if (percent === null) return null;
  return (
    <div>
      <p role="status">{stageText(percent, analyzing)}</p>
      <Track role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill $percent={percent} />
      </Track>
    </div>
  );
}
