// AI_PROVIDER=openai: the model may put the knowledge base's lines in friendlier words, validated by the
// contracts schema. It gets only the field's name and the lines (no form data), and the sources stay the
// knowledge base's whatever it answers; any failure keeps the knowledge base's own words.
import OpenAI from 'openai';
import { aiProviderFromEnv, openAiSettingsFromEnv, type OpenAiSettings } from '@taxapp/platform';
import { zodResponseFormat } from 'openai/helpers/zod';
import { rephrasedInsightsSchema, type TaxInsightsResponse } from '@taxapp/contracts/insights';

export type Rephraser = (fieldName: string, answer: TaxInsightsResponse) => Promise<TaxInsightsResponse>;


export function createOpenAiRephraser(settings: OpenAiSettings, client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0, timeout: 8_000 })): Rephraser {
  return async (fieldName, answer) => {
    if (answer.insights.length === 0) return answer;
    try {
      const completion = await client.chat.completions.parse({
        model: settings.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              'You help a taxpayer fill in a 2024 federal tax return. Rephrase each fact in plain, friendly words, one short sentence or two each, in the same order. Keep every number, date and condition exactly; add no facts.',
          },
          { role: 'user', content: `Field: ${fieldName}\nFacts:\n${answer.insights.map((line, i) => `${i + 1}. ${line}`).join('\n')}` },
        ],
        response_format: zodResponseFormat(rephrasedInsightsSchema, 'field_insights'),
      });
      const parsed = completion.choices[0]?.message.parsed;
      if (!parsed || parsed.insights.length === 0) return answer;
      return { insights: parsed.insights.map((line) => line.trim()).filter(Boolean), sources: answer.sources };
    } catch (error) {
      console.warn('query-tax-insights: the model did not answer, using the knowledge base wording:', error instanceof Error ? error.message : error);
      return answer;
    }
  };
}

export function rephraserFromEnv(env: NodeJS.ProcessEnv): Rephraser | null {
  return aiProviderFromEnv(env) === 'openai' ? createOpenAiRephraser(openAiSettingsFromEnv(env)) : null;
}
