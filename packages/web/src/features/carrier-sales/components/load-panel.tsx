import type { Campaign, CampaignLoadDetails } from '@fleet/contracts';
import type { CampaignLocks } from '@fleet/machines';
import {
  Alert,
  Button,
  Collapse,
  Group,
  HoverCard,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClipboardEvent, useId, useState } from 'react';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { equipmentLabel } from '@/lib/equipment';
import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { createCampaign } from '../api/create-campaign';
import { type LoadPaste, parseCampaignLoad } from '../api/parse-campaign-load';
import { carrierSalesKeys, failureMessage, serverDetail } from '../api/shared';
import { updateCampaign } from '../api/update-campaign';
import {
  cleanLoad,
  emptyCampaignLoad,
  fromParsed,
  type LoadFormValues,
  missingFields,
  rangeText,
  rateRangeOf,
  stopAppointment,
} from '../lib/load-form';
import { LoadDetailsModal } from './load-details-modal';

export const MISSING_DATA_MESSAGE = 'Missing required data to create load.';
export const PARSE_FAILED_MESSAGE = 'Failed to parse load details';

const valuesOf = (campaign: Campaign | null): LoadFormValues => ({
  load: campaign ? campaign.load_details : emptyCampaignLoad(),
  rateFrom: campaign && campaign.rate_range.min > 0 ? String(campaign.rate_range.min) : '',
  rateTo: campaign && campaign.rate_range.max > 0 ? String(campaign.rate_range.max) : '',
});

const valueOrNa = (value: string | number | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? 'N/A' : `${value}${unit}`;

/**
 * §2 load panel: Raw Load Details (pasted text is parsed; a pasted screenshot gets a clear
 * message: the campaign parser reads text only), the Load Details form, Re-process, the parsed
 * fields, the desired rate, the completeness line, the collapsed summary and the primary button
 * (Next creates, Update updates, Processing... while submitting).
 */
export function LoadPanel({
  tabName,
  campaign,
  locks,
  rawText,
  onRawText,
  onCreated,
}: {
  tabName: string;
  campaign: Campaign | null;
  /** From the campaign machine (null for a load not saved yet). */
  locks: CampaignLocks | null;
  rawText: string;
  onRawText: (text: string) => void;
  onCreated: (campaignId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoadFormValues>(() => valuesOf(campaign));
  const [collapsed, setCollapsed] = useState(campaign !== null);
  const [modalOpen, setModalOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [pasteMessage, setPasteMessage] = useState<string | null>(null);
  const panelId = useId();
  const rateHintId = useId();

  const parse = useMutation({
    mutationFn: (paste: LoadPaste) => parseCampaignLoad(paste),
    onSuccess: (parsed) => {
      setPasteMessage(null);
      setValues((current) => ({ ...current, load: fromParsed(parsed.loadDetails) }));
    },
    onError: (error) => {
      logger.warn('carrier sales: load parse failed', error);
      const detail = serverDetail(error);
      setPasteMessage(detail ? `${PARSE_FAILED_MESSAGE}: ${detail}` : PARSE_FAILED_MESSAGE);
    },
  });

  const missing = missingFields(values);
  const complete = missing.length === 0;
  const locked = locks?.loadDetails ?? false;
  const submit = {
    label: processing ? 'Processing...' : campaign ? 'Update' : 'Next',
    disabled: processing || !complete || locked,
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const items = Array.from(event.clipboardData?.items ?? []);
    const image = items
      .find((item) => item.kind === 'file' && item.type.startsWith('image/'))
      ?.getAsFile();
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    if (image && !pasted.trim()) {
      event.preventDefault();
      parse.mutate({ image });
      return;
    }
    if (!pasted.trim()) return; // §4: neither an image nor text: ignored
    event.preventDefault();
    const target = event.currentTarget;
    const start = target.selectionStart ?? rawText.length;
    const end = target.selectionEnd ?? rawText.length;
    const next = `${rawText.slice(0, start)}${pasted}${rawText.slice(end)}`;
    onRawText(next);
    parse.mutate({ text: next });
  };

  const onSubmit = async () => {
    if (!complete) {
      notify.error(MISSING_DATA_MESSAGE);
      return;
    }
    setProcessing(true);
    const load_details = cleanLoad(values.load);
    const rate_range = rateRangeOf(values);
    try {
      if (!campaign) {
        const created = await createCampaign({
          name: tabName,
          strategy: 'sequential',
          load_details,
          rate_range,
        });
        notify.success('Load offer load created!');
        onCreated(created.id);
      } else {
        await updateCampaign(campaign.campaign_id, { name: tabName, load_details, rate_range });
        notify.success('Load offer load updated!');
        await invalidateEverywhere(queryClient, carrierSalesKeys.campaign(campaign.campaign_id));
      }
      setCollapsed(true);
    } catch (error) {
      notify.error(`Error: ${failureMessage(error)}`);
    } finally {
      setProcessing(false);
    }
  };

  const { load } = values;
  const first = load.stops[0];
  const last = load.stops.length > 1 ? load.stops.at(-1) : undefined;
  const rate = rateRangeOf(values);
  const summaryRate =
    rate.min > 0 || rate.max > 0 ? rangeText(rate) : rangeText(load.marketRateRange);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Load">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            Load Details
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={!collapsed}
            aria-controls={panelId}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? 'Show details' : 'Hide details'}
          </Button>
        </Group>
        {collapsed ? (
          <Group gap="md" data-testid="load-summary" wrap="wrap">
            <Text size="sm" fw={600}>
              {first?.cityState ?? 'N/A'} → {(last ?? first)?.cityState ?? 'N/A'}
            </Text>
            <Text size="sm">{summaryRate}</Text>
            <Text size="sm">{valueOrNa(load.weight?.toLocaleString('en-US'), ' lbs')}</Text>
            <Text size="sm">{valueOrNa(load.commodity)}</Text>
          </Group>
        ) : null}
        <Collapse in={!collapsed} id={panelId}>
          <Stack gap="sm">
            <Textarea
              label="Raw Load Details"
              placeholder="Paste the load posting (text) here"
              autosize
              minRows={3}
              maxRows={10}
              value={rawText}
              disabled={locks?.rawLoadDetails ?? false}
              onChange={(event) => onRawText(event.currentTarget.value)}
              onPaste={onPaste}
            />
            <Group gap="xs">
              <Button variant="light" onClick={() => setModalOpen(true)} disabled={locked}>
                Open Load Details Form
              </Button>
              <Button
                variant="default"
                onClick={() => parse.mutate({ text: rawText })}
                disabled={!rawText.trim() || parse.isPending || (locks?.rawLoadDetails ?? false)}
              >
                Re-process
              </Button>
              {parse.isPending ? (
                <Group gap={6} role="status">
                  <Loader size="xs" />
                  <Text size="sm">Processing load details...</Text>
                </Group>
              ) : null}
            </Group>
            {pasteMessage ? (
              <Alert color="orange" role="alert" py="xs">
                {pasteMessage}
              </Alert>
            ) : null}
            <ParsedFields load={load} />
            <SimpleGrid cols={2} spacing="xs">
              <TextInput
                type="number"
                min={0}
                step={1}
                label="Desired Rate From ($)"
                value={values.rateFrom}
                disabled={locks?.desiredRate ?? false}
                aria-describedby={locks?.rateHint ? rateHintId : undefined}
                onChange={(event) => {
                  const rateFrom = event.currentTarget.value;
                  setValues((current) => ({ ...current, rateFrom }));
                }}
              />
              <TextInput
                type="number"
                min={0}
                step={1}
                label="Desired Rate To ($)"
                value={values.rateTo}
                disabled={locks?.desiredRate ?? false}
                aria-describedby={locks?.rateHint ? rateHintId : undefined}
                onChange={(event) => {
                  const rateTo = event.currentTarget.value;
                  setValues((current) => ({ ...current, rateTo }));
                }}
              />
            </SimpleGrid>
            {locks?.rateHint ? (
              <Text size="xs" c="dimmed" id={rateHintId}>
                {locks.rateHint}
              </Text>
            ) : null}
          </Stack>
        </Collapse>
        <Completeness missing={missing} />
        <Group justify="flex-end">
          <Button onClick={() => void onSubmit()} disabled={submit.disabled}>
            {submit.label}
          </Button>
        </Group>
      </Stack>
      <LoadDetailsModal
        opened={modalOpen}
        initial={load}
        onClose={() => setModalOpen(false)}
        onSave={(next: CampaignLoadDetails) => {
          setValues((current) => ({ ...current, load: next }));
          setModalOpen(false);
        }}
      />
    </Paper>
  );
}

function Completeness({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) {
    return (
      <Text size="sm" c="green" role="status">
        All required fields are complete
      </Text>
    );
  }
  return (
    <Stack gap={2} role="status">
      <Text size="sm" c="red">
        Missing required fields
      </Text>
      <List size="sm" aria-label="Missing required fields">
        {missing.map((field) => (
          <List.Item key={field}>{field}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** §2 parsed fields; Number of Stops lists every stop on hover (closes after 300 ms, §9). */
function ParsedFields({ load }: { load: CampaignLoadDetails }) {
  const first = load.stops[0];
  const last = load.stops.length > 1 ? load.stops.at(-1) : undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="parsed-fields">
      <Field label="Stop 1">{first ? first.cityState : 'N/A'}</Field>
      <Field label="Last Stop">{last ? last.cityState : 'N/A'}</Field>
      <Field label="Number of Stops">
        <HoverCard closeDelay={300} position="bottom-start" withArrow>
          <HoverCard.Target>
            <Text size="sm" component="span" tabIndex={0} style={{ cursor: 'help' }}>
              {load.stops.length}
            </Text>
          </HoverCard.Target>
          <HoverCard.Dropdown mah={60} style={{ overflowY: 'auto' }}>
            {load.stops.length === 0 ? (
              <Text size="xs">No stops</Text>
            ) : (
              load.stops.map((stop, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the stop's position is its identity
                <Text size="xs" key={index}>
                  {index + 1}. {stop.cityState} — {stopAppointment(stop)}
                </Text>
              ))
            )}
          </HoverCard.Dropdown>
        </HoverCard>
      </Field>
      <Field label="Distance">
        {load.total_distance !== null ? `${load.total_distance.toFixed(1)} mi` : 'N/A'}
      </Field>
      <Field label="Weight">{valueOrNa(load.weight?.toLocaleString('en-US'), ' lbs')}</Field>
      <Field label="Equipment">
        {load.equipment_type ? equipmentLabel(load.equipment_type) : 'N/A'}
      </Field>
      <Field label="Commodity">{valueOrNa(load.commodity)}</Field>
      <Field label="Temp">{valueOrNa(load.temperature, ' °F')}</Field>
      <Field label="Special Instructions">{valueOrNa(load.specialInstructions)}</Field>
    </SimpleGrid>
  );
}
