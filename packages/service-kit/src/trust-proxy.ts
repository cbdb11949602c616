import { z } from 'zod';

/** Express's names for whole address ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyEntry = z.union([z.enum(NAMED_RANGES), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For / X-Forwarded-Proto count, as a comma-separated
 * list of IPs, CIDRs or Express's named ranges; normalised for Express's "trust proxy". 'true' or a
 * hop count are refused on purpose: trusting any hop lets a client choose its own address, and so
 * its own sign-in rate-limit key.
 */
export const trustProxySchema = z
  .string()
  .default('loopback')
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .pipe(z.array(proxyEntry, { error: 'must list IPs, CIDRs, loopback, linklocal or uniquelocal' }))
  .transform((entries) => entries.join(','));
