import {
  CARRIER_FILE_MAX_BYTES,
  campaignHistoryQuerySchema,
  createCampaignRequestSchema,
  pauseResumeQuerySchema,
  topicIdSchema,
  updateCampaignRequestSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import type { CampaignCommand } from '@fleet/machines';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { type NextFunction, type Request, type Response, Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { SIGNUP_INCOMPLETE } from '../../calls/domain/call-broker';
import { forwardRequest } from '../../calls/http/replica-forward';
import { badRequest, notFound, parseInput, voiceError } from '../../http/voice-errors';
import type { VoiceAccountsRepo } from '../../onboarding/data/voice-accounts-repo';
import type { CampaignsRepo } from '../data/campaigns-repo';
import {
  CampaignCommandRefused,
  type CampaignEngine,
  CampaignNotFoundError,
  CampaignRunsElsewhereError,
} from '../domain/campaign-engine';
import {
  CampaignInputError,
  CampaignLockedError,
  CampaignMissingError,
  campaignHistory,
  campaignView,
  createCampaign,
  getCampaign,
  updateCampaign,
  uploadCarriers,
} from '../domain/campaign-use-cases';
import { CarrierFileError } from '../domain/carrier-file-error';

export interface CampaignRouteDeps {
  verifier: TokenVerifier;
  repo: CampaignsRepo;
  engine: CampaignEngine;
  /** Calls are placed only for accounts whose Voice AI signup was approved. */
  accounts: VoiceAccountsRepo;
}

const LOAD_NOT_FOUND = 'Load not found';
const idsQuerySchema = z.object({
  campaign_ids: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(topicIdSchema))
    .default([]),
});

/** Document 3 §7 "Campaigns": every call answers {status: 'success', data}. */
export function campaignRoutes(deps: CampaignRouteDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.verifier);
  const who = (res: Response) => {
    const { accountId, userId } = res.locals.auth as AuthContext;
    return { accountId, userId };
  };
  const idOf = (req: Request) => {
    const id = topicIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound(LOAD_NOT_FOUND);
    return id.data;
  };
  const ok = (res: Response, data: unknown) => res.json({ status: 'success', data });
  /** One carrier list at a time per account: a fair share of the parser. */
  const uploading = new Set<string>();

  router.get(VOICE_PATHS.activeCampaigns, auth, async (req, res) => {
    const { campaign_ids } = parseInput(idsQuerySchema, req.query);
    ok(res, await deps.repo.listActive(who(res).accountId, [...new Set(campaign_ids)]));
  });

  router.post(VOICE_PATHS.campaigns, auth, async (req, res) => {
    const body = parseInput(createCampaignRequestSchema, req.body);
    const record = await guard(() => createCampaign(deps.repo, who(res), body));
    ok(res, { ...campaignView(record), carrier_list: [] });
  });

  router.get(VOICE_PATHS.campaign, auth, async (req, res) => {
    const id = idOf(req);
    await deps.engine.written(id);
    ok(res, await guard(() => getCampaign(deps.repo, who(res), id)));
  });

  router.put(VOICE_PATHS.campaign, auth, async (req, res) => {
    const body = parseInput(updateCampaignRequestSchema, req.body);
    const record = await guard(() => updateCampaign(deps.repo, who(res), idOf(req), body));
    ok(res, campaignView(record));
  });

  router.get(VOICE_PATHS.campaignCarriers, auth, async (req, res) => {
    const id = idOf(req);
    const { accountId } = who(res);
    if (!(await deps.repo.get(accountId, id))) throw notFound(LOAD_NOT_FOUND);
    ok(res, await deps.repo.carriers(accountId, id));
  });

  router.get(VOICE_PATHS.campaignCalls, auth, async (req, res) => {
    const id = idOf(req);
    const { accountId } = who(res);
    if (!(await deps.repo.get(accountId, id))) throw notFound(LOAD_NOT_FOUND);
    await deps.engine.written(id);
    ok(res, await deps.repo.calls(accountId, id));
  });

  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CARRIER_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  }).single('file');
  router.post(VOICE_PATHS.campaignCarrierUpload, auth, multipart(upload), async (req, res) => {
    const id = idOf(req);
    const file = req.file;
    if (!file) throw badRequest('file: Please choose a carrier list (.xlsx, .xls or .csv)');
    const { accountId } = who(res);
    if (uploading.has(accountId)) {
      throw voiceError(
        429,
        'voice/upload-busy',
        'Another carrier list is being processed. Please wait for it to finish.',
      );
    }
    uploading.add(accountId);
    try {
      const result = await guard(() =>
        uploadCarriers(deps.repo, who(res), id, {
          fileName: file.originalname,
          bytes: file.buffer,
        }),
      );
      ok(res, result);
    } finally {
      uploading.delete(accountId);
    }
  });

  const command = (name: CampaignCommand) => async (req: Request, res: Response) => {
    const id = idOf(req);
    if (name === 'start' || name === 'resume') {
      const account = await deps.accounts.get(who(res).accountId);
      if (!account?.approvedAt) throw voiceError(403, 'voice/signup-incomplete', SIGNUP_INCOMPLETE);
    }
    try {
      const record = await deps.engine.command(who(res).accountId, id, name);
      ok(res, campaignView(record));
    } catch (error) {
      if (error instanceof CampaignRunsElsewhereError) {
        await forwardRequest(error.url, req, res);
        return;
      }
      throw commandError(error);
    }
  };
  router.post(VOICE_PATHS.campaignExecute, auth, command('start'));
  router.post(VOICE_PATHS.campaignCancel, auth, command('cancel'));
  router.post(VOICE_PATHS.campaignPauseResume, auth, async (req, res) => {
    const { action } = parseInput(pauseResumeQuerySchema, req.query);
    await command(action === 'pause' ? 'pause' : 'resume')(req, res);
  });

  router.get(VOICE_PATHS.campaignHistory, auth, async (req, res) => {
    const query = parseInput(campaignHistoryQuerySchema, req.query);
    ok(res, await campaignHistory(deps.repo, who(res), query));
  });

  return router;
}

/** The use cases' refusals as document 3's answers (the screens read `detail`). */
async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof CampaignMissingError) throw notFound(LOAD_NOT_FOUND);
    if (error instanceof CampaignInputError) throw badRequest(error.message);
    if (error instanceof CampaignLockedError) throw voiceError(409, 'conflict', error.message);
    if (error instanceof CarrierFileError) throw badRequest(error.message);
    throw error;
  }
}

function commandError(error: unknown): unknown {
  if (error instanceof CampaignNotFoundError) return notFound(LOAD_NOT_FOUND);
  if (error instanceof CampaignCommandRefused) return voiceError(409, 'conflict', error.detail);
  return error;
}

function multipart(handler: ReturnType<multer.Multer['single']>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return next(voiceError(413, 'voice/file-too-large', 'The file is larger than 5 MB.'));
        }
        return next(badRequest('file: send one carrier list as "file"'));
      }
      next(error);
    });
  };
}
