import express, { Router } from 'express';
import { MESSAGE_ERRORS } from '../../../shared/notifications/texts';
import { z } from '../../../shared/zod';
import { HttpError } from '../../ground/http-error';
import { route } from '../../http/route';
import { isSignedBy, takeSmsReply } from '../../services/messaging/sms-replies';
import type { RouteDeps } from '../deps';

const INBOUND_PATH = '/api/sms/inbound/';

/** The provider's form post of a reply: its id, who from, and what it says (other fields are signed but unused). */
const ReplySchema = z.looseObject({ MessageSid: z.string({ error: MESSAGE_ERRORS.noMessageSid }).regex(/^[A-Za-z0-9]{1,64}$/, { error: MESSAGE_ERRORS.noMessageSid }), From: z.string().max(40), Body: z.string().max(1600) });

/** An empty TwiML answer: the provider sends no reply of ours (carriers confirm STOP themselves). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * `POST /api/sms/inbound/`: the SMS provider posts each reply here (Twilio's 'A message comes in'
 * webhook). Only a post signed with SMS_AUTH's token is taken (403 otherwise); STOP opts the
 * number out of texts, START back in; a post of a MessageSid already taken is answered the same and
 * changes nothing. Without SMS configured the endpoint does not exist (404).
 */
export function smsRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const token = config.sms?.auth?.slice(config.sms.auth.indexOf(':') + 1);
  router.post(
    INBOUND_PATH,
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 }),
    route({ body: ReplySchema }, async ({ body }, req, res) => {
      if (!token) throw HttpError.detail(404, MESSAGE_ERRORS.smsOff);
      const fields = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
      if (!isSignedBy(token, `${config.baseUrl}${INBOUND_PATH}`, fields, req.get('x-twilio-signature'))) throw HttpError.detail(403, MESSAGE_ERRORS.badSignature);
      await takeSmsReply(db, { messageSid: body.MessageSid, from: body.From, body: body.Body });
      res.type('text/xml').send(EMPTY_TWIML);
    }),
  );
  return router;
}
