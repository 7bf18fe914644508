// Title, 'Step N of M' and a percent bar: the step header the spec gives each wizard. Given a route, it
// reads all of it from the route table (section title, step, step count, percent).
import styled from 'styled-components';
import { stepHeaderOf } from '@taxapp/contracts/routes';

const Header = styled.header`
  margin-bottom: 24px;
`;
const Title = styled.h1`
  margin: 0 0 4px;
  font-size: 1.6rem;
  color: #0f172a;
`;
const Subtitle = styled.p`
  margin: 0 0 12px;
  color: #475569;
`;
const StepLine = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.9rem;
  color: #334155;
  margin-bottom: 6px;
`;
const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: #e2e8f0;
  overflow: hidden;
`;
const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(p) => p.$percent}%;
  background: #2563eb;
  transition: width 0.3s ease;
`;

export interface StepHeaderFigures {
  title: string;
  subtitle?: string;
  step: number;
  total: number;
  /** Defaults to step / total; some wizards show their own percents (spec 2 §2.3: 25, 50, 100). */
  percent?: number;
  /** Name of the current step, shown beside the step count. */
  stepName?: string;
}
/** Either the figures themselves, or the route whose row in the route table holds them. */
export type StepHeaderProps = StepHeaderFigures | { route: string };

export function StepHeader(props: StepHeaderProps) {
  if ('route' in props) {
    const fromTable = stepHeaderOf(props.route);
    return fromTable ? <StepHeaderView title={fromTable.title} step={fromTable.step} total={fromTable.total} percent={fromTable.progress} /> : null;
  }
  return <StepHeaderView {...props} />;
}

function StepHeaderView({ title, subtitle, step, total, percent, stepName }: StepHeaderFigures) {
  const shown = Math.round(percent ?? (step / total) * 100);
  return (
    <Header>
      <Title>{title}</Title>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      <StepLine>
        <span>
          Step {step} of {total}
          {stepName ? `: ${stepName}` : ''}
        </span>
        <span>{shown}%</span>
      </StepLine>
      <Track role="progressbar" aria-label={`Step ${step} of ${total}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
        <Fill $percent={shown} />
      </Track>
    </Header>
  );
}
