import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { ApiError, errorMessage } from '../../../shared/api-errors';
import { verifyValues } from '../../../client/public/verify-posted';
import { BASE_PATH } from '../../../shared/constants';
import type { VerifyAnswer } from '../../../shared/leases/signing-types';
import { HttpError } from '../../ground/http-error';
import { toFieldErrors } from '../../ground/field-errors';
import { explainedError } from '../../http/error-handler';
import type { RouteDeps } from '../deps';
import { answer, type Rendering } from '../pages/forms/form-route';
import { requestedSha256, verifySha256 } from './answer';
import { hashedUpload, hashUpload } from './hash-upload';
import { VerifyBody } from './schema';

export const VERIFY_PAGE = `${BASE_PATH}/verify`;

/** What was typed in the SHA-256 field, sent back into the page (it is no secret: a fingerprint). */
const typedSha256 = (req: Request) => {
  const typed = (req.body as Record<string, unknown> | undefined)?.sha256;
  return typeof typed === 'string' ? typed.slice(0, 200) : '';
};

/**
 * The verification form posted without JavaScript (docs/decisions/005-forms-without-javascript.md):
 * the same limit, upload, schema and lookup as `POST /api/verify/`, answered with the page showing
 * the result, or the API's messages under their fields with the API's status.
 */
export function verifyFormRoutes(deps: RouteDeps & Rendering): Router {
  const { db, limits } = deps;
  const router = Router({ strict: true });

  const handle: RequestHandler = async (req, res) => {
    const body = VerifyBody.safeParse(req.body ?? {});
    if (!body.success) throw HttpError.fields(toFieldErrors(body.error));
    const result: VerifyAnswer = await verifySha256(db, requestedSha256(hashedUpload(req), body.data.sha256 || undefined));
    await answer(deps, req, res, 200, { form: 'verify', values: verifyValues(typedSha256(req), result), errors: {}, alert: null, done: null });
  };

  // A refusal (the limit, the upload's size or parts, the input) is the page with the API's messages; a server fault goes on to the error handler.
  const refused: ErrorRequestHandler = async (err, req, res, next) => {
    const error = explainedError(err);
    if (!error || error.status >= 500) return next(err);
    res.set(error.headers);
    try {
      const failure = new ApiError(error.status, error.body);
      const errors: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.body)) if (key !== 'detail' && Array.isArray(messages) && typeof messages[0] === 'string') errors[key] = messages[0];
      if (!Object.keys(errors).length) errors.non_field_errors = errorMessage(failure);
      await answer(deps, req, res, error.status, { form: 'verify', values: verifyValues(typedSha256(req), null), errors, alert: null, done: null });
    } catch (failed) {
      next(failed);
    }
  };

  router.post(VERIFY_PAGE, limits.verify, hashUpload, handle, refused);
  return router;
}
