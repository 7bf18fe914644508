// AI_PROVIDER=openai: the model reads the return and answers with the §3.3 fields as structured output,
// validated by the contracts schema, then cleaned like the local reader's values. What the model is sent
// (modelContent.ts) is prepared in the sandbox process, since it parses the PDF.
import OpenAI from 'openai';
import type { OpenAiSettings } from '@taxapp/platform';
import { zodResponseFormat } from 'openai/helpers/zod';
import { type LastYearExtraction, lastYearModelOutputSchema, lastYearExtractionSchema } from '@taxapp/contracts/documents';
import type { Sandbox } from '../sandbox/sandbox';
import { cleanEmail, cleanPhone, cleanSsn, cleanState, cleanZip, splitNameAndInitial, tidy } from './clean';


const INSTRUCTIONS = [
  'You read a prior-year US Form 1040 and return the taxpayer\'s identifying fields.',
  'Use exactly what the form shows; use an empty string for a field the form does not show.',
  'firstName and middleInitial come from "Your first name and middle initial"; spouse fields from the joint-return row.',
  'street is the home address (number and street), street2 the apartment number, state the two-letter code.',
  'filingStatus is the checked Filing Status box: single, married-joint, married-separate, head-of-household or qualifying-widow ("" if none is checked).',
  'phone and email come from the Sign Here area. isFullYearResident is true unless the document says the taxpayer was a part-year resident or nonresident of their state.',
].join(' ');

export function createOpenAiLastYearReader(
  settings: OpenAiSettings,
  sandbox: Pick<Sandbox, 'run'>,
  client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 1, timeout: 60_000 }),
) {
  return async function readLastYearFormWithModel(bytes: Uint8Array, mimeType: string): Promise<LastYearExtraction> {
    const completion = await client.chat.completions.parse({
      model: settings.model,
      temperature: 0,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: await sandbox.run('model-content', bytes, mimeType) },
      ],
      response_format: zodResponseFormat(lastYearModelOutputSchema, 'last_year_form_1040'),
    });
    const message = completion.choices[0]?.message;
    if (!message?.parsed) throw new Error(message?.refusal ? `The model refused: ${message.refusal}` : 'The model returned no fields');
    const fields = message.parsed;
    const first = splitNameAndInitial(fields.firstName);
    const spouseFirst = splitNameAndInitial(fields.spouseFirstName);
    const street = tidy(fields.street);
    const street2 = tidy(fields.street2);
    return lastYearExtractionSchema.parse({
      firstName: first.name,
      middleInitial: (fields.middleInitial || first.initial).replace(/[^A-Za-z]/g, '').slice(0, 1).toUpperCase(),
      lastName: splitNameAndInitial(fields.lastName).full,
      ssn: cleanSsn(fields.ssn),
      spouseFirstName: spouseFirst.name,
      spouseMiddleInitial: (fields.spouseMiddleInitial || spouseFirst.initial).replace(/[^A-Za-z]/g, '').slice(0, 1).toUpperCase(),
      spouseLastName: splitNameAndInitial(fields.spouseLastName).full,
      spouseSSN: cleanSsn(fields.spouseSSN),
      street,
      street2,
      homeAddress: street,
      aptNo: street2,
      city: tidy(fields.city),
      state: cleanState(fields.state),
      zip: cleanZip(fields.zip),
      filingStatus: fields.filingStatus,
      phone: cleanPhone(fields.phone),
      email: cleanEmail(fields.email),
      isFullYearResident: fields.isFullYearResident,
    });
  };
}
