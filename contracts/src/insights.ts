// The field coach (spec 1 §2.10, §7.3): POST /api/functions/query-tax-insights.
import { z } from 'zod';

export const QUERY_TAX_INSIGHTS_PATH = '/api/functions/query-tax-insights';

export const taxInsightsRequestSchema = z.object({
  /** The wizard field: 'ssn', 'filingStatus', 'spouseSSN', 'dependents.0.dob' (a dependent's field by index)... */
  fieldName: z.string().min(1).max(100),
  /** Its current value, or '' (the browser sends '' for sensitive fields: they leave it only encrypted). */
  fieldValue: z.union([z.string(), z.number(), z.boolean()]).nullable().optional().default(''),
  /** The whole form (sensitive fields as envelopes); insights may depend on it (ages, filing status). */
  formData: z.record(z.string(), z.unknown()).nullable().optional().default({}),
});
export type TaxInsightsRequest = z.input<typeof taxInsightsRequestSchema>;

export const insightSourceSchema = z.object({
  /** The publication's PDF file name on irs.gov, e.g. 'p501.pdf'. */
  document: z.string(),
  title: z.string(),
  url: z.string().url(),
});
export type InsightSource = z.infer<typeof insightSourceSchema>;

export const taxInsightsResponseSchema = z.object({
  insights: z.array(z.string()),
  sources: z.array(insightSourceSchema),
});
export type TaxInsightsResponse = z.infer<typeof taxInsightsResponseSchema>;

/** The model's rephrasing (AI_PROVIDER=openai): the insights only; sources stay the knowledge base's. */
export const rephrasedInsightsSchema = z.object({ insights: z.array(z.string()) });

/** 'dependents.2.ssn', 'dependents[2].ssn' and 'dependent.ssn' all name the dependent's SSN field. */
export function canonicalInsightField(fieldName: string): string {
  const match = /^dependents?(?:\.\d+|\[\d+\])?\.(\w+)$/.exec(fieldName.trim());
  return match ? `dependents.${match[1]}` : fieldName.trim();
}

/** The URL of an IRS publication's PDF from its file name (spec: 'path built from the source document name'). */
export function irsPdfUrl(document: string): string {
  return `https://www.irs.gov/pub/irs-pdf/${document}`;
}
