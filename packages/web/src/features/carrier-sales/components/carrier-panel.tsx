import type { Campaign } from '@fleet/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { carrierSalesKeys, serverDetail } from '../api/shared';
import { uploadCarriers } from '../api/upload-carriers';
import { ViewCarriersModal } from './view-carriers-modal';

export const UPLOAD_FORMAT_ERROR =
  'Error uploading carrier list. Please ensure the file follows the required format.';

/** §8: 'Carrier list uploaded successfully! Processed X of Y carriers. Failed: N.' */
export function uploadSuccessMessage(result: {
  processed: number;
  total_rows: number;
  failed: number;
}): string {
  const failed = result.failed > 0 ? ` Failed: ${result.failed}.` : '';
  return `Carrier list uploaded successfully! Processed ${result.processed} of ${result.total_rows} carriers.${failed}`;
}

/**
 * §2 carrier list panel: a file (.xlsx, .xls, .csv) with Select File, Cancel and Send (disabled
 * with no file); after an upload the file name and View Carriers. The list cannot be replaced
 * while the load is locked (§4).
 */
export function CarrierPanel({
  campaign,
  locked,
}: {
  /** Null until the load is saved (Next). */
  campaign: Campaign | null;
  locked: boolean;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [viewing, setViewing] = useState(false);
  const disabled = campaign === null || locked;

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    if (!campaign || !file) return;
    setSending(true);
    try {
      const result = await uploadCarriers(campaign.campaign_id, file);
      notify.success(uploadSuccessMessage(result));
      clear();
      await Promise.all([
        invalidateEverywhere(queryClient, carrierSalesKeys.campaign(campaign.campaign_id)),
        invalidateEverywhere(queryClient, carrierSalesKeys.carriers(campaign.campaign_id)),
      ]);
    } catch (error) {
      const detail = serverDetail(error);
      notify.error(detail ? `Error: ${detail}` : UPLOAD_FORMAT_ERROR);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Carrier List">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Carrier List
        </Title>
        {campaign === null ? (
          <Text size="sm" c="dimmed">
            Save the load (Next) to upload its carrier list.
          </Text>
        ) : null}
        <input
          ref={input}
          type="file"
          accept=".xlsx,.xls,.csv"
          aria-label="Carrier list file"
          hidden
          disabled={disabled}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <Group gap="xs">
          <Button
            variant="light"
            disabled={disabled || sending}
            onClick={() => input.current?.click()}
          >
            Select File
          </Button>
          <Button variant="default" disabled={!file || sending} onClick={clear}>
            Cancel
          </Button>
          <Button disabled={!file || disabled} loading={sending} onClick={() => void send()}>
            Send
          </Button>
        </Group>
        {file ? (
          <Text size="sm" data-testid="selected-file">
            Selected: {file.name}
          </Text>
        ) : null}
        {campaign?.carrier_file_name ? (
          <Group gap="xs">
            <Text size="sm" data-testid="carrier-file-name">
              {campaign.carrier_file_name}
            </Text>
            <Text size="sm" c="dimmed">
              ({campaign.carrier_count} carriers)
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setViewing(true)}>
              View Carriers
            </Button>
          </Group>
        ) : null}
      </Stack>
      {campaign ? (
        <ViewCarriersModal
          campaignId={campaign.campaign_id}
          opened={viewing}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </Paper>
  );
}
