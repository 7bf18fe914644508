// POST /api/functions/interactive-tax-chat (spec 3 §7): the Tax Coach. Start sends the form; each answer sends
// the message, the history, the form and the chat state the server returned, unchanged. The chat state is
// signed by the server (it cannot be altered in the browser); the figures in recommendations are the engine's.
import { z } from 'zod';
import { endpoint } from './common';

export const INTERACTIVE_TAX_CHAT_PATH = '/api/functions/interactive-tax-chat';

export const COACH_ERRORS = {
  badState: 'The chat state is not valid. Please start the chat again.',
  noForm: 'Complete your tax information to start chatting with your Tax Coach.',
} as const;

export const chatMessageSchema = z.object({
  id: z.string().max(100),
  content: z.string().max(4000),
  isUser: z.boolean(),
  timestamp: z.string().max(40),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The form as the browser holds it; the server reads it with the form schema. */
const taxFormDataSchema = z.record(z.string(), z.unknown());

export const interactiveTaxChatRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), taxFormData: taxFormDataSchema }),
  z.object({
    action: z.literal('continue'),
    userMessage: z.string().trim().min(1, 'Please type a message.').max(2000),
    chatHistory: z.array(chatMessageSchema).max(200).default([]),
    taxFormData: taxFormDataSchema,
    chatState: z.string().min(1, COACH_ERRORS.badState).max(20_000),
  }),
]);
export type InteractiveTaxChatRequest = z.input<typeof interactiveTaxChatRequestSchema>;

/** One recommendation: the change, the engine's saving (what-if run minus the return as filed) and the rule. */
export const coachRecommendationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Dollars: the refund grows (or the amount due shrinks) by this much with the change. */
  saving: z.number(),
  /** The rule, with its IRS source. */
  rule: z.string(),
  /** The engine's figures before and after (Form 1040 line 24 total tax, line 34/37 refund or amount due). */
  before: z.object({ totalTax: z.number(), refundOwed: z.number() }),
  after: z.object({ totalTax: z.number(), refundOwed: z.number() }),
});
export type CoachRecommendation = z.infer<typeof coachRecommendationSchema>;

export const interactiveTaxChatResponseSchema = z.object({
  message: z.string(),
  /** Opaque and signed: sent back unchanged with the next message. */
  chatState: z.string(),
  questionsComplete: z.boolean(),
  recommendations: z.array(coachRecommendationSchema).default([]),
});
export type InteractiveTaxChatResponse = z.infer<typeof interactiveTaxChatResponseSchema>;

export const coachApi = {
  interactiveTaxChat: endpoint({ method: 'POST', path: INTERACTIVE_TAX_CHAT_PATH, request: interactiveTaxChatRequestSchema, response: interactiveTaxChatResponseSchema }),
} as const;
