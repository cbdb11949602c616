import {
  addExternalLoadRequestSchema,
  ditatUpdateLoadInputRequestSchema,
  LOAD_PATHS,
  loadLookupQuerySchema,
  MAPPING_KINDS,
  type MappingKind,
} from '@fleet/contracts';
import { HttpError, validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { authOf } from '../../identity/http/auth-middleware';
import { requireFlag } from '../../identity/http/require-flag';
import { findTmsLoad } from '../data/tms-loads-repository';
import {
  customerOfKey,
  locationOfKey,
  mappingOf,
  searchCustomers,
  searchLocations,
} from '../domain/lookups';
import { type SaveLoadDeps, saveDitatLoad, saveGenericLoad } from '../domain/save-load';

const keyOf = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200);
const customerKeyQuery = z.object({ customer_key: keyOf('customer_key') });
const locationKeyQuery = z.object({ location_key: keyOf('location_key') });
const loadIdParams = z.object({ id: z.string().min(1).max(100) });

function notFound(message: string): HttpError {
  return new HttpError(404, { code: 'loads/not-found', message });
}

/**
 * Document 2 §7 "Lookups for the load form", "Mapping lookups", "Rate-confirmation load
 * creation" and the TMS load page's data; all behind a session and the RATE_CON_EXTRACTION flag.
 */
export function loadsRoutes(
  deps: SaveLoadDeps & { requireSession: RequestHandler; db: Database },
): Router {
  const router = Router();
  const gate = [deps.requireSession, requireFlag(deps.db, 'RATE_CON_EXTRACTION')];

  router.get(LOAD_PATHS.customerData, ...gate, async (req, res) => {
    const query = validate(loadLookupQuerySchema, req.query);
    res.json({ Data: await searchCustomers(deps.db, authOf(res).accountId, query) });
  });
  router.get(LOAD_PATHS.customerDataKey, ...gate, async (req, res) => {
    const { customer_key } = validate(customerKeyQuery, req.query);
    const found = await customerOfKey(deps.db, authOf(res).accountId, customer_key);
    if (!found) throw notFound(`No customer with key ${customer_key}.`);
    res.json({ Data: found });
  });
  router.get(LOAD_PATHS.addressData, ...gate, async (req, res) => {
    const query = validate(loadLookupQuerySchema, req.query);
    res.json({ Data: await searchLocations(deps.db, authOf(res).accountId, query) });
  });
  router.get(LOAD_PATHS.addressDataKey, ...gate, async (req, res) => {
    const { location_key } = validate(locationKeyQuery, req.query);
    const found = await locationOfKey(deps.db, authOf(res).accountId, location_key);
    if (!found) throw notFound(`No location with key ${location_key}.`);
    res.json({ Data: found });
  });
  router.get(LOAD_PATHS.mapping, ...gate, async (req, res) => {
    const kind = req.params.kind as MappingKind;
    if (!MAPPING_KINDS.includes(kind)) {
      throw notFound(`No mapping ${kind}: one of ${MAPPING_KINDS.join(', ')}.`);
    }
    res.json({ Data: await mappingOf(deps.db, authOf(res).accountId, kind) });
  });
  router.get(LOAD_PATHS.tmsLoad, ...gate, async (req, res) => {
    const { id } = validate(loadIdParams, req.params);
    const load = await findTmsLoad(deps.db, authOf(res).accountId, id);
    if (!load) throw notFound(`No load ${id}.`);
    res.json({ Data: load });
  });
  router.post(LOAD_PATHS.addExternalLoad, ...gate, async (req, res) => {
    const load = validate(addExternalLoadRequestSchema, req.body);
    const { accountId, email } = authOf(res);
    res.json(await saveGenericLoad(deps, { accountId, email }, load));
  });
  router.post(LOAD_PATHS.ditatUpdateLoadInput, ...gate, async (req, res) => {
    const input = validate(ditatUpdateLoadInputRequestSchema, req.body);
    const { accountId, email } = authOf(res);
    res.json(await saveDitatLoad(deps, { accountId, email }, input));
  });
  return router;
}
