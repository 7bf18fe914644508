// One computed line of the return, expandable to its why: the formula, the inputs with their values, the form
// and line it comes from, and the IRS instructions that explain it (the engine's explanation, engine/src/explain.ts).
import type { ExplainedLine } from '@taxapp/contracts/api/calculation';
import { instructionsFor, lineNumberOf } from '../state/irsInstructions';
import { usd } from '../state/format';
import { Expandable, Why } from './styles';

function inputText(value: number | string): string {
  return typeof value === 'number' ? usd(value) : value;
}

/** The label an input id reads as: 'form1040.line9' -> 'Form 1040 line 9'; a form field's path stays as it is. */
export function inputLabel(id: string): string {
  const match = /^(\w+)\.line(\w+)$/.exec(id);
  if (!match) return id;
  const form = match[1].replace(/^form(\d+)/, 'Form $1').replace(/^schedule(\w+)/, 'Schedule $1');
  return `${form} line ${match[2]}`;
}

export function ExplainedLineView({ line }: { line: ExplainedLine }) {
  const number = lineNumberOf(line.id);
  const instructions = instructionsFor(line.id);
  const inputs = Object.entries(line.inputs);
  return (
    <Expandable data-line-id={line.id}>
      <summary>
        <span>
          {number ? `${number}: ` : ''}
          {line.label}
        </span>
        <span>{usd(line.value)}</span>
      </summary>
      <Why aria-label={`Why ${number ?? line.label} is ${usd(line.value)}`}>
        <dt>Formula</dt>
        <dd>{line.formula}</dd>
        {inputs.length > 0 ? (
          <>
            <dt>Inputs</dt>
            <dd>
              <ul>
                {inputs.map(([id, value]) => (
                  <li key={id}>
                    {inputLabel(id)}: {inputText(value)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>Source</dt>
        <dd>{line.source}</dd>
        {line.note ? (
          <>
            <dt>Note</dt>
            <dd>{line.note}</dd>
          </>
        ) : null}
        <dt>IRS instructions</dt>
        <dd>
          <a href={instructions.url} target="_blank" rel="noreferrer">
            {instructions.title}
          </a>
        </dd>
      </Why>
    </Expandable>
  );
}
