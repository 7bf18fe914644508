// The field-level AI coach popup (spec 1 §2.10, §7.3): 320 px wide, fixed at the right; shown when a field
// gets focus, refreshed 1000 ms after the field's value stops changing, hidden 150 ms after focus leaves.
// Loading 'Analyzing IRS documents...', empty 'No specific tax insights available for this field.',
// failure 'Unable to load tax insights'; source links open the IRS PDF in a new tab.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { irsPdfUrl, type TaxInsightsResponse } from '@taxapp/contracts/insights';
import { queryTaxInsights } from '../api/taxInsights';
import { isSensitiveField } from '../crypto/sensitive';

export const COACH_TEXT = {
  loading: 'Analyzing IRS documents...',
  empty: 'No specific tax insights available for this field.',
  failure: 'Unable to load tax insights',
} as const;
export const COACH_DEBOUNCE_MS = 1000;
export const COACH_HIDE_DELAY_MS = 150;

interface CoachApi {
  focus(fieldName: string, value: string): void;
  change(fieldName: string, value: string): void;
  blur(): void;
}
const CoachContext = createContext<CoachApi>({ focus: () => undefined, change: () => undefined, blur: () => undefined });
export const useFieldCoach = () => useContext(CoachContext);

const Panel = styled.aside`
  position: fixed;
  right: 16px;
  top: 96px;
  width: 320px;
  max-height: 70vh;
  overflow: auto;
  z-index: 50;
  background: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.15);
  padding: 16px;
  font-size: 0.9rem;
  color: #0f172a;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    margin: 0 0 8px;
    padding-left: 18px;
  }
  li {
    margin-bottom: 6px;
  }
  a {
    color: #1d4ed8;
  }
`;

/** Sensitive values never leave the device in plaintext: the coach gets '' for them and a form without them. */
function redactedForm(form: Record<string, unknown> | null): Record<string, unknown> {
  if (!form) return {};
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) if (!isSensitiveField(key)) copy[key] = value;
  if (Array.isArray(form.dependents)) {
    copy.dependents = form.dependents.map((dependent) => {
      const { ssn: _ssn, dob: _dob, ...rest } = (dependent ?? {}) as Record<string, unknown>;
      return rest;
    });
  }
  return copy;
}

type CoachState = { status: 'loading' } | { status: 'ready'; answer: TaxInsightsResponse } | { status: 'failed' };

export function FieldCoachProvider({ form, children, query = queryTaxInsights }: { form: Record<string, unknown> | null; children: ReactNode; query?: typeof queryTaxInsights }) {
  const [field, setField] = useState<string | null>(null);
  const [state, setState] = useState<CoachState>({ status: 'loading' });
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController | null>(null);
  const fieldRef = useRef<string | null>(null);
  const formRef = useRef(form);
  formRef.current = form;

  const ask = useCallback(
    (fieldName: string, value: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setState({ status: 'loading' });
      const base = fieldName.split('.').at(-1) ?? fieldName;
      const sensitive = isSensitiveField(fieldName) || (fieldName.startsWith('dependents.') && (base === 'ssn' || base === 'dob'));
      query({ fieldName, fieldValue: sensitive ? '' : value, formData: redactedForm(formRef.current) }, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ status: 'ready', answer });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    },
    [query],
  );

  const api = useMemo<CoachApi>(
    () => ({
      focus(fieldName, value) {
        clearTimeout(hideTimer.current);
        clearTimeout(debounceTimer.current);
        if (fieldRef.current !== fieldName) ask(fieldName, value);
        fieldRef.current = fieldName;
        setField(fieldName);
      },
      change(fieldName, value) {
        clearTimeout(debounceTimer.current);
        debounceTimer.current = setTimeout(() => ask(fieldName, value), COACH_DEBOUNCE_MS);
      },
      blur() {
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(() => {
          clearTimeout(debounceTimer.current);
          request.current?.abort();
          fieldRef.current = null;
          setField(null);
        }, COACH_HIDE_DELAY_MS);
      },
    }),
    [ask],
  );

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(debounceTimer.current);
      request.current?.abort();
    },
    [],
  );

  return (
    <CoachContext.Provider value={api}>
      {children}
      {field ? (
        <Panel aria-label="Tax insights" aria-live="polite" data-testid="field-coach">
          <h2>Tax insights</h2>
          {state.status === 'loading' ? <p>{COACH_TEXT.loading}</p> : null}
          {state.status === 'failed' ? <p role="alert">{COACH_TEXT.failure}</p> : null}
          {state.status === 'ready' && state.answer.insights.length === 0 ? <p>{COACH_TEXT.empty}</p> : null}
          {state.status === 'ready' && state.answer.insights.length > 0 ? (
            <>
              <ul>
                {state.answer.insights.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>Sources:</p>
              <ul>
                {state.answer.sources.map((source) => (
                  <li key={source.document}>
                    <a href={irsPdfUrl(source.document)} target="_blank" rel="noopener noreferrer">
                      {source.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Panel>
      ) : null}
    </CoachContext.Provider>
  );
}
