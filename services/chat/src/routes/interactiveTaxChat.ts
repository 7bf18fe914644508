// POST /api/functions/interactive-tax-chat (spec 3 §7): the Tax Coach's start and each answer. The interview is
// the local coach's (coach/interview.ts); the chat state goes back to the browser signed (coach/chatState.ts).
import { Router } from 'express';
import { badRequest, requireUser, route, userIdOf } from '@taxapp/platform';
import { COACH_ERRORS, coachApi, type InteractiveTaxChatResponse } from '@taxapp/contracts/api/coach';
import { safeParseForm1040Data } from '@taxapp/contracts/form';
import { signState, verifyState, type CoachState } from '../coach/chatState';
import type { CoachWording } from '../coach/wording';
import { chooseQuestions, questionText, readAmount, recommendationsFor, recommendationsMessage } from '../coach/interview';

export const COACH_INTRO = "Before providing personalized recommendations, I'd like to ask you a few questions based on your tax situation.";
export const COACH_UNCLEAR = 'Please answer with an amount in dollars (for example 2500), or "no".';

export function interactiveTaxChatRouter(deps: { coachSecret: string; wording: CoachWording | null }): Router {
  const router = Router();
  router.use(coachApi.interactiveTaxChat.path, requireUser);

  route(router, coachApi.interactiveTaxChat, async (input, req): Promise<InteractiveTaxChatResponse> => {
    const userId = userIdOf(req);
    const parsed = safeParseForm1040Data(input.taxFormData);
    if (!parsed.success) throw badRequest(COACH_ERRORS.noForm);
    const form = parsed.data;
    const reply = async (state: CoachState, message: string, questionsComplete: boolean, recommendations: InteractiveTaxChatResponse['recommendations'] = []) => ({
      message: deps.wording ? await deps.wording(message) : message,
      chatState: signState(state, deps.coachSecret),
      questionsComplete,
      recommendations,
    });

    if (input.action === 'start') {
      const questions = chooseQuestions(form);
      const state: CoachState = { v: 1, userId, questions, asked: questions.length ? 1 : 0, answers: {} };
      if (questions.length === 0) {
        const recommendations = recommendationsFor(form, {});
        return reply(state, `${COACH_INTRO}\n\nYour return leaves me nothing to ask.\n\n${recommendationsMessage(recommendations)}`, true, recommendations);
      }
      return reply(state, `${COACH_INTRO}\n\n${questionText(questions[0], form)}`, false);
    }

    const state = verifyState(input.chatState, deps.coachSecret, userId);
    if (!state) throw badRequest(COACH_ERRORS.badState);
    const current = state.questions[state.asked - 1];
    if (current === undefined) {
      const recommendations = recommendationsFor(form, state.answers);
      return reply(state, recommendationsMessage(recommendations), true, recommendations);
    }
    const amount = readAmount(input.userMessage);
    if (amount === null) return reply(state, `${COACH_UNCLEAR}\n\n${questionText(current, form)}`, false);
    const next: CoachState = { ...state, answers: { ...state.answers, [current]: amount } };
    if (state.asked < state.questions.length) {
      next.asked = state.asked + 1;
      return reply(next, questionText(state.questions[state.asked], form), false);
    }
    next.asked = state.questions.length + 1;
    const recommendations = recommendationsFor(form, next.answers);
    return reply(next, recommendationsMessage(recommendations), true, recommendations);
  });
  return router;
}
