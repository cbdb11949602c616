import { z } from 'zod';

/**
 * DAT answers as this client reads them (see README.md for the sources and the assumptions).
 * Only what the mapping uses is required; everything else may be absent or null.
 */

export const datTokenSchema = z.object({
  accessToken: z.string().min(1),
  /** ISO instant the token stops working. */
  expiresWhen: z.string().nullish(),
});

const datPlace = z.object({
  city: z.string().nullish(),
  stateProv: z.string().nullish(),
  postalCode: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
const miles = z.object({ miles: z.number().nullish() }).nullish();

export const datQueryCreatedSchema = z.object({ queryId: z.string().min(1) });

export const datMatchSchema = z.object({
  matchId: z.string().min(1),
  postingExpiresWhen: z.string().nullish(),
  servicedWhen: z.string().nullish(),
  isTrackable: z.boolean().nullish(),
  status: z.string().nullish(),
  matchingAssetInfo: z.object({
    equipmentType: z.string(),
    capacity: z
      .object({
        shipment: z
          .object({
            fullPartial: z.string().nullish(),
            maximumLengthFeet: z.number().nullish(),
            maximumWeightPounds: z.number().nullish(),
          })
          .nullish(),
      })
      .nullish(),
    origin: datPlace,
    destination: z.object({ place: datPlace.nullish() }).nullish(),
  }),
  tripLength: miles,
  originDeadheadMiles: miles,
  destinationDeadheadMiles: miles,
  availability: z
    .object({ earliestWhen: z.string().nullish(), latestWhen: z.string().nullish() })
    .nullish(),
  comments: z.union([z.string(), z.array(z.string())]).nullish(),
  loadBoardRateInfo: z
    .object({
      nonBookable: z.object({ rateUsd: z.number(), basis: z.string().nullish() }).nullish(),
      bookable: z
        .object({ rate: z.object({ rateUsd: z.number(), basis: z.string().nullish() }).nullish() })
        .nullish(),
    })
    .nullish(),
  posterInfo: z
    .object({
      companyName: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      contact: z
        .object({
          email: z.string().nullish(),
          phone: z.object({ number: z.string().nullish() }).nullish(),
        })
        .nullish(),
      credit: z
        .object({ creditScore: z.number().nullish(), daysToPay: z.number().nullish() })
        .nullish(),
    })
    .nullish(),
  posterDotIds: z
    .object({
      dotNumber: z.union([z.string(), z.number()]).nullish(),
      brokerMcNumber: z.union([z.string(), z.number()]).nullish(),
    })
    .nullish(),
});
export type DatMatch = z.infer<typeof datMatchSchema>;

export const datMatchesPageSchema = z.object({
  matches: z.array(datMatchSchema),
  /** All matches of the query (every page). */
  matchCounts: z.object({ normal: z.number().int().nonnegative().nullish() }).nullish(),
  totalCount: z.number().int().nonnegative().nullish(),
});

export const datAssetSchema = z.object({
  assetId: z.string().min(1),
  assetType: z.string().nullish(),
  equipment: z.object({ type: z.string() }),
  origin: datPlace,
  destination: z.object({ place: datPlace.nullish(), open: z.unknown().nullish() }).nullish(),
  availability: z.object({ earliestWhen: z.string(), latestWhen: z.string().nullish() }),
  capacity: z.object({
    truck: z.object({
      fullPartial: z.string().nullish(),
      maximumLengthFeet: z.number(),
      maximumWeightPounds: z.number(),
    }),
  }),
  comments: z.array(z.string()).nullish(),
});
export type DatAsset = z.infer<typeof datAssetSchema>;

export const datAssetsPageSchema = z.object({
  assets: z.array(datAssetSchema),
  totalCount: z.number().int().nonnegative().nullish(),
});
