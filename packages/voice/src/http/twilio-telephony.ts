import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type Express } from 'express';
import { WebSocketServer } from 'ws';
import { z } from 'zod';
import { TWILIO_PATHS, type TwilioTelephony } from '../providers/telephony/twilio/twilio-telephony';
import type { TelephonyProvider } from '../providers/telephony/types';

/**
 * Twilio's side of the voice service, mounted only when TELEPHONY_PROVIDER=twilio:
 * - `POST /voice/telephony/twilio/status/{callId}`: status callbacks (form encoded). The
 *   `X-Twilio-Signature` must match (HMAC-SHA1 with the auth token over VOICE_PUBLIC_URL + path +
 *   sorted fields), else 403; the fields are checked with zod, else 400. They sit before the
 *   voice feature gate (Twilio carries no user token): the app is mounted behind them.
 * - WebSocket `/voice/telephony/twilio/stream`: media streams. The stream's `start` message must
 *   carry the call id and the one-time token we put in that call's TwiML, else it is closed.
 */
export interface TwilioEndpoints {
  /** The voice app behind Twilio's routes. */
  mount(voiceApp: Express): Express;
  /** Takes an upgrade on the stream path; false for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

const statusCallbackSchema = z.object({
  CallSid: z.string().regex(/^CA[0-9a-fA-F]{32}$/),
  CallStatus: z.enum([
    'queued',
    'initiated',
    'ringing',
    'in-progress',
    'completed',
    'busy',
    'no-answer',
    'failed',
    'canceled',
  ]),
  AnsweredBy: z.string().max(40).optional(),
});
/** Twilio posts flat string fields (and more of them than we read). */
const formSchema = z.record(z.string(), z.string());

export function isTwilioTelephony(provider: TelephonyProvider): provider is TwilioTelephony {
  return provider.name === 'twilio';
}

export function twilioTelephonyEndpoints(telephony: TwilioTelephony): TwilioEndpoints {
  const router = express.Router();
  router.post(
    `${TWILIO_PATHS.status}/:callId`,
    express.urlencoded({ extended: false, limit: '64kb' }),
    (req, res) => {
      const form = formSchema.safeParse(req.body ?? {});
      const callId = String(req.params.callId);
      const signature = req.get('x-twilio-signature') ?? '';
      if (
        !form.success ||
        !telephony.verifySignature(telephony.statusCallbackUrl(callId), form.data, signature)
      ) {
        res.status(403).json({ detail: 'Invalid Twilio signature.' });
        return;
      }
      const event = statusCallbackSchema.safeParse(form.data);
      if (!event.success) {
        res.status(400).json({ detail: event.error.issues[0]?.path.join('.') ?? 'invalid' });
        return;
      }
      const { CallSid, CallStatus, AnsweredBy } = event.data;
      // An unknown call (ended here already, or another replica's) is acknowledged and ignored.
      telephony.statusCallback(callId, {
        callSid: CallSid,
        callStatus: CallStatus,
        ...(AnsweredBy ? { answeredBy: AnsweredBy } : {}),
      });
      res.status(204).end();
    },
  );

  const streams = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  return {
    mount(voiceApp) {
      const app = express();
      app.disable('x-powered-by');
      app.use(router);
      app.use(voiceApp);
      return app;
    },
    handleUpgrade(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== TWILIO_PATHS.stream) return false;
      streams.handleUpgrade(req, socket, head, (ws) => telephony.acceptStream(ws));
      return true;
    },
    close() {
      for (const client of streams.clients) client.terminate();
      streams.close();
    },
  };
}
