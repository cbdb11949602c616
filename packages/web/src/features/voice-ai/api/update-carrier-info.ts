import type { CarrierOnboardingInfo } from '@fleet/contracts';
import { VOICE_PATHS } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * POST {voice}/update_carrier_info with the carrier onboarding fields (equipment_type is sent
 * empty, document 3 §3). The wizard shows its own toast.
 */
export async function updateCarrierInfo(info: CarrierOnboardingInfo): Promise<void> {
  await api.post(VOICE_PATHS.updateCarrierInfo, {
    body: { ...info, equipment_type: '' },
    schema: z.unknown(),
    toast: false,
  });
}

export function useUpdateCarrierInfo() {
  return useMutation({ mutationFn: updateCarrierInfo });
}
