import { z } from '../zod';
import { APPLICATION_MESSAGES as M } from '../messages';
import { idParam } from '../schemas/common';
import { versionField } from '../schemas/version';
import { QUESTIONS } from './fields';

const id = z.union([z.number(), z.string()]).pipe(idParam);

/** `POST /api/applications/`: start (or reopen) the application of one of the student's reservation requests. */
export const StartApplicationSchema = z.strictObject({ reservation_request_id: id });

/** A question key of the catalog (the answers' own checks run in checkAnswers, with the settings). */
const questionKey = z.string().max(60).refine((k) => QUESTIONS.has(k), { error: 'Unknown question.' });

/** `PATCH /api/applications/{id}/`: some answers (null clears one), and the version the form loaded. */
export const DraftSaveSchema = z.strictObject({
  answers: z.record(questionKey, z.union([z.string().max(4000), z.number(), z.boolean(), z.null()])),
  version: versionField,
});

/** `POST /api/applications/{id}/files/` (multipart): the question a file answers. */
export const ApplicationFileSchema = z.object({ question_key: questionKey });

export const ApplicationFileParams = z.object({ id: idParam, fileId: idParam });

/** `POST /api/manager/applications/{id}/reveal/`. */
export const RevealSchema = z.strictObject({ question_key: questionKey });

export const DECISION_NOTE_MAX = 2000;

/** `POST /api/manager/applications/{id}/decision/`. */
export const DecisionSchema = z.strictObject({
  status: z.enum(['Approved', 'Declined'], { error: M.statusRequired }),
  note: z.string().trim().max(DECISION_NOTE_MAX, { error: M.decisionNoteTooLong(DECISION_NOTE_MAX) }).default(''),
});
