// AI_PROVIDER=openai: the model words the coach's questions and recommendations, from the interview's own text,
// whose figures are the engine's. A wording that drops or changes any figure (every number in the original must
// appear in it) is not used, and any failure keeps the local coach's words.
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { aiProviderFromEnv, openAiSettingsFromEnv, type OpenAiSettings } from '@taxapp/platform';

export type CoachWording = (message: string) => Promise<string>;

const wordedSchema = z.object({ message: z.string() });

/** The numbers of a text as written ('$3,000', '22%', '2024'), without thousands separators. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => m[0].replace(/,/g, ''));
}

export function keepsFigures(original: string, worded: string): boolean {
  const kept = new Set(figuresIn(worded));
  return figuresIn(original).every((figure) => kept.has(figure));
}

export function createOpenAiCoachWording(settings: OpenAiSettings, client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0, timeout: 8_000 })): CoachWording {
  return async (message) => {
    try {
      const completion = await client.chat.completions.parse({
        model: settings.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              "You are a friendly tax coach for a 2024 US federal return. Reword the coach's message for the taxpayer in plain words. Keep every number, dollar amount, percentage, form and line exactly as written; add no facts and no advice of your own.",
          },
          { role: 'user', content: message },
        ],
        response_format: zodResponseFormat(wordedSchema, 'coach_message'),
      });
      const worded = completion.choices[0]?.message.parsed?.message.trim();
      return worded && keepsFigures(message, worded) ? worded : message;
    } catch (error) {
      console.warn('interactive-tax-chat: the model did not answer, using the local coach wording:', error instanceof Error ? error.message : error);
      return message;
    }
  };
}

export function coachWordingFromEnv(env: NodeJS.ProcessEnv): CoachWording | null {
  return aiProviderFromEnv(env) === 'openai' ? createOpenAiCoachWording(openAiSettingsFromEnv(env)) : null;
}
