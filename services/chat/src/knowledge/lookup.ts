// Answers a field's question from the knowledge base: the insight lines, and each cited publication once.
import { canonicalInsightField, type TaxInsightsResponse } from '@taxapp/contracts/insights';
import { FIELD_INSIGHTS } from './fieldInsights';
import { PUBLICATIONS } from './publications';

export function insightsFor(fieldName: string, fieldValue: unknown, formData: Record<string, unknown>): TaxInsightsResponse {
  const canonical = canonicalInsightField(fieldName);
  const rule = FIELD_INSIGHTS[canonical];
  if (!rule) return { insights: [], sources: [] };
  const index = /^dependents?(?:\.(\d+)|\[(\d+)\])\./.exec(fieldName);
  const lines = rule(fieldValue === null || fieldValue === undefined ? '' : String(fieldValue), formData, index ? Number(index[1] ?? index[2]) : null);
  const seen = new Set<string>();
  const sources = lines
    .map((line) => PUBLICATIONS[line.source])
    .filter((source) => (seen.has(source.document) ? false : (seen.add(source.document), true)));
  return { insights: lines.map((line) => line.text), sources };
}
