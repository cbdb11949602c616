import { LOAD_MESSAGES } from '@fleet/contracts';
import {
  type LoadDraft,
  type LoadDraftKind,
  rateconSaveMachine,
  selectCanEdit,
  selectConfidence,
  selectDraft,
  selectIsConfirming,
  selectIsSaving,
  selectSavedId,
  selectSaveFailure,
  selectValidationErrors,
} from '@fleet/machines';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { PdfViewer } from '@/components/pdf/pdf-viewer';
import { Page } from '@/components/ui/page';
import { DitatLoadForm, GenericLoadForm } from '@/features/ratecon/load-form';
import { notify } from '@/lib/notify';
import { saveLoad } from '../api/save-load';
import { base64ToBlob } from '../lib/base64';
import { draftFromAnswer, emptyDraft } from '../lib/drafts';
import { openBlankTab, showLoadInTab } from '../lib/load-tab';
import { type ConfirmRateConState, readConfirmState } from '../lib/navigation-state';
import { RequireRatecon } from './require-ratecon';
import { ConfirmSaveDialog, LoadSavedDialog, ValidationErrorsDialog } from './save-dialogs';

/** /confirmRateCon (§2.7): redirects away unless extraction is available. */
export function ConfirmRateConRoute() {
  const location = useLocation();
  const handed = useMemo(() => readConfirmState(location.state), [location.state]);
  return <RequireRatecon>{(tms) => <ConfirmRateCon tms={tms} handed={handed} />}</RequireRatecon>;
}

/**
 * The PDF on the left, the editable 'Load Record' on the right; 'Save Load' confirms, saves and
 * then goes to the dashboard with the load in a new tab (generic) or shows 'Load Saved' (Ditat).
 */
export function ConfirmRateCon({
  tms,
  handed,
}: {
  tms: LoadDraftKind;
  handed: ConfirmRateConState;
}) {
  const navigate = useNavigate();
  // The first entry of this tab's history (a typed address, the load's link): Back would leave
  // the app, so Cancel goes to the dashboard instead.
  const firstEntry = useLocation().key === 'default';
  const tab = useRef<Window | null>(null);
  const actor = useActorRef(
    rateconSaveMachine.provide({
      actors: { saveLoad: fromPromise(({ input }) => saveLoad(input.draft)) },
      actions: {
        popupBlocked: () => notify.error(LOAD_MESSAGES.popupBlockedAbort),
        loadSaved: (_, { id, draft }) => {
          if (draft.tms !== 'generic') return;
          showLoadInTab(tab.current, id);
          tab.current = null;
          navigate('/');
        },
        saveFailed: (_, { message }) => {
          tab.current?.close();
          tab.current = null;
          notify.error(message);
        },
        left: () => (firstEntry ? navigate('/') : navigate(-1)),
      },
    }),
    { input: { emptyDraft: emptyDraft(tms) } },
  );

  // The screen starts on what the upload handed it, or empty ('Enter Manually', or a visit
  // without navigation state).
  useEffect(() => {
    if (handed.parsed) {
      actor.send({
        type: 'review.open',
        extracted: {
          draft: draftFromAnswer(handed.parsed, tms),
          confidence: handed.parsed.parsedData.confidence,
          fileName: handed.fileName,
        },
      });
    } else {
      actor.send({ type: 'upload.manual' });
    }
  }, [actor, handed, tms]);

  const draft = useSelector(actor, selectDraft);
  const confidence = useSelector(actor, selectConfidence);
  const canEdit = useSelector(actor, selectCanEdit);
  const confirming = useSelector(actor, selectIsConfirming);
  const saving = useSelector(actor, selectIsSaving);
  const errors = useSelector(actor, selectValidationErrors);
  const failure = useSelector(actor, selectSaveFailure);
  const savedId = useSelector(actor, selectSavedId);
  const ditatSavedId = draft.tms === 'ditat' ? savedId : null;

  const pdf = useMemo(() => (handed.pdf ? base64ToBlob(handed.pdf) : null), [handed.pdf]);
  const change = (next: LoadDraft) => actor.send({ type: 'review.change', draft: next });

  const confirm = () => {
    if (draft.tms === 'generic') {
      // In this click's user gesture, before the save (§4, §8).
      tab.current = openBlankTab();
      actor.send({ type: 'confirm.accept', popupBlocked: tab.current === null });
    } else {
      actor.send({ type: 'confirm.accept' });
    }
  };

  return (
    <Page title="Confirm Rate Confirmation" size="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" component="section" aria-label="Rate confirmation">
          {pdf ? (
            <PdfViewer file={pdf} name={handed.fileName ?? 'rate confirmation'} />
          ) : (
            <Text c="dimmed">No rate confirmation attached: the load is entered by hand.</Text>
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-label="Load Record">
          <Stack gap="md">
            {failure ? (
              <Alert color="red" title="The load was not saved">
                <Group justify="space-between">
                  <Text size="sm">{failure}</Text>
                  <Button size="xs" onClick={() => actor.send({ type: 'save.retry' })}>
                    Try again
                  </Button>
                </Group>
              </Alert>
            ) : null}
            {draft.tms === 'generic' ? (
              <GenericLoadForm
                value={draft.record}
                confidence={confidence}
                onChange={(record) => change({ tms: 'generic', record })}
                disabled={!canEdit}
              />
            ) : (
              <DitatLoadForm
                value={{ loadInput: draft.loadInput, goodsDetails: draft.goodsDetails }}
                confidence={confidence}
                onChange={(next) => change({ tms: 'ditat', ...next })}
                disabled={!canEdit}
              />
            )}
            <Group justify="flex-end">
              <Button
                variant="subtle"
                onClick={() => actor.send({ type: 'review.clear' })}
                disabled={!canEdit}
              >
                Clear all fields
              </Button>
              <Button
                variant="default"
                onClick={() => actor.send({ type: 'review.cancel' })}
                disabled={!canEdit}
              >
                Cancel
              </Button>
              <Button onClick={() => actor.send({ type: 'review.save' })} disabled={!canEdit}>
                Save Load
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
      <ConfirmSaveDialog
        opened={confirming || saving}
        saving={saving}
        onSave={confirm}
        onCancel={() => actor.send({ type: 'confirm.dismiss' })}
      />
      <ValidationErrorsDialog
        errors={errors}
        onClose={() => actor.send({ type: 'errors.dismiss' })}
      />
      <LoadSavedDialog loadId={ditatSavedId} onGoToDashboard={() => navigate('/')} />
    </Page>
  );
}
