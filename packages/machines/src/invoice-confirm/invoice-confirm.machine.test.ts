import { DOCUMENT_MESSAGES, INVOICE_MESSAGES, type InvoiceData } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { expectModelMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import { type InvoiceConfirmMachine, invoiceConfirmMachine } from './invoice-confirm.machine';
import {
  selectCanEditInvoice,
  selectInvoiceConfidence,
  selectInvoiceDraft,
  selectInvoiceFile,
  selectInvoiceSaveFailure,
  selectInvoiceTotalsMismatch,
  selectInvoiceUploadError,
  selectIsConfirmingInvoice,
  selectIsExtractingInvoice,
  selectIsInvoiceConfirmCancelled,
  selectIsReviewingInvoice,
  selectIsSavingInvoice,
  selectSavedInvoice,
} from './selectors';
import type { PickedInvoiceFile } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with a fake extract and saveInvoice (each call stays
// pending until the test settles it) and recording actions.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const party = {
  company_name: null,
  customer_name: null,
  contact_person: null,
  phone_number: null,
  email: null,
  address: null,
};
/** Invoices told apart by their number ('empty' when none). */
function data(invoiceNumber: string | null): InvoiceData {
  return {
    invoice_details: {
      invoice_number: invoiceNumber,
      paid_status: null,
      issue_date: null,
      due_date: null,
    },
    seller_details: party,
    buyer_details: party,
    line_items: [],
    total: { subtotal: 0, tax: 0, shipping: 0, discount: 0, total_amount: 0, currency: 'USD' },
    notes: null,
  };
}
const label = (d: InvoiceData) => d.invoice_details.invoice_number ?? 'empty';
const EMPTY = data(null);
const EXTRACTED = data('EXTRACTED');
const OPENED = data('OPENED');
const EDITED = data('EDITED');
const SAVED = { id: 'inv-7', duplicateOf: null };
const EXTRACTED_CONFIDENCE = { 'invoice_details.invoice_number': 0.4 };
const OPENED_CONFIDENCE = { 'total.total_amount': 0.6 };

const FILES: Record<'pdf' | 'png' | 'earlier', PickedInvoiceFile> = {
  pdf: { name: 'bill.pdf', size: 1000, type: 'application/pdf' },
  png: { name: 'photo.png', size: 1000, type: 'image/png' },
  earlier: { name: 'earlier.pdf', size: 1000, type: 'application/pdf' },
};

type EffectName = 'extract' | 'saveInvoice';
type Outcome = 'found' | 'empty' | 'failed' | 'saved' | 'refused' | 'threw';

function createHarness() {
  const calls: string[] = [];
  const pending: Array<{ effect: EffectName; settle: (outcome: Outcome) => void }> = [];
  const machine = invoiceConfirmMachine.provide({
    actors: {
      extract: fromPromise(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push(`extract:${input.file.name}`);
            const call = {
              effect: 'extract' as const,
              settle: (outcome: Outcome) => {
                if (outcome === 'found') {
                  resolve({
                    data: EXTRACTED,
                    confidence: EXTRACTED_CONFIDENCE,
                    totalsMismatch: true,
                  });
                } else if (outcome === 'empty') resolve(null);
                else reject(new Error('unreadable'));
              },
            };
            pending.push(call);
            signal.addEventListener('abort', () => pending.splice(pending.indexOf(call), 1));
          }),
      ),
      saveInvoice: fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push(`save:${label(input.draft)}:${input.file?.name ?? 'no file'}`);
            pending.push({
              effect: 'saveInvoice',
              settle: (outcome) => {
                if (outcome === 'saved') resolve(SAVED);
                else if (outcome === 'refused') reject(new Error(INVOICE_MESSAGES.failedToSave));
                // A thrown non-Error (what a broken fetch can give) is the exception case of §8.
                else reject('boom');
              },
            });
          }),
      ),
    },
    actions: {
      invoiceSaved: (_, { saved }) => calls.push(`invoiceSaved:${saved.id}`),
      saveFailed: (_, { message }) => calls.push(`saveFailed:${message}`),
      left: () => calls.push('left'),
    },
  });
  const actor: Actor<InvoiceConfirmMachine> = createActor(machine, {
    input: { emptyData: EMPTY },
  });
  async function settle(effect: EffectName, outcome: Outcome) {
    const call = pending.shift();
    if (!call) throw new Error('no call pending');
    expect(call.effect).toBe(effect);
    call.settle(outcome);
    await flush();
  }
  return { actor, calls, pending, settle };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; the effects' outcomes are model events. The context keeps the
// draft and what Reset Form returns to (by label), the file, the messages and the last step's
// effects.
// ---------------------------------------------------------------------------------------------

type ModelEvent =
  | { type: 'upload.pick'; file: 'pdf' | 'png' }
  | { type: 'upload.cancel' }
  | { type: 'review.open' }
  | { type: 'review.change' }
  | { type: 'review.reset' }
  | { type: 'review.confirm' }
  | { type: 'review.cancel' }
  | { type: 'confirm.save' }
  | { type: 'confirm.cancel' }
  | { type: 'extract.found' }
  | { type: 'extract.empty' }
  | { type: 'extract.failed' }
  | { type: 'save.saved' }
  | { type: 'save.refused' }
  | { type: 'save.threw' };

interface ModelContext {
  draft: string;
  extracted: string;
  file: string | null;
  uploadError: string | null;
  failure: string | null;
  effects: string[];
}

type ModelAssign = typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>;
const modelAssign: ModelAssign = assign;
const effects = (...list: string[]) => modelAssign({ effects: list });
const COULD_NOT = DOCUMENT_MESSAGES.couldNotExtract('bill.pdf');
const backToUpload = modelAssign({ uploadError: COULD_NOT, file: null, effects: [] });
const change = modelAssign({ draft: 'EDITED', failure: null, effects: [] });
const reset = modelAssign(({ context }) => ({
  draft: context.extracted,
  failure: null,
  effects: [],
}));
const saveFailed = (message: string) =>
  modelAssign({ failure: message, effects: [`saveFailed:${message}`] });

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
}).createMachine({
  id: 'invoiceConfirm',
  context: {
    draft: 'empty',
    extracted: 'empty',
    file: null,
    uploadError: null,
    failure: null,
    effects: [],
  },
  initial: 'upload',
  states: {
    upload: {
      on: {
        'upload.pick': [
          {
            guard: ({ event }) => event.file === 'pdf',
            target: 'extracting',
            actions: modelAssign({
              file: 'bill.pdf',
              uploadError: null,
              effects: ['extract:bill.pdf'],
            }),
          },
          { actions: modelAssign({ uploadError: DOCUMENT_MESSAGES.notPdf, effects: [] }) },
        ],
        'review.open': {
          target: 'review',
          actions: modelAssign({
            draft: 'OPENED',
            extracted: 'OPENED',
            file: 'earlier.pdf',
            uploadError: null,
            effects: [],
          }),
        },
      },
    },
    extracting: {
      on: {
        'extract.found': {
          target: 'review',
          actions: modelAssign({ draft: 'EXTRACTED', extracted: 'EXTRACTED', effects: [] }),
        },
        'extract.empty': { target: 'upload', actions: backToUpload },
        'extract.failed': { target: 'upload', actions: backToUpload },
        'upload.cancel': { target: 'upload', actions: modelAssign({ file: null, effects: [] }) },
      },
    },
    review: {
      on: {
        'review.change': { actions: change },
        'review.reset': { actions: reset },
        'review.confirm': { target: 'confirming', actions: effects() },
        'review.cancel': { target: 'cancelled', actions: effects('left') },
      },
    },
    confirming: {
      on: {
        'confirm.save': {
          target: 'saving',
          actions: modelAssign(({ context }) => ({
            failure: null,
            effects: [`save:${context.draft}:${context.file ?? 'no file'}`],
          })),
        },
        'confirm.cancel': { target: 'review', actions: effects() },
      },
    },
    saving: {
      on: {
        'save.saved': { target: 'saved', actions: effects(`invoiceSaved:${SAVED.id}`) },
        'save.refused': { target: 'failed', actions: saveFailed(INVOICE_MESSAGES.failedToSave) },
        'save.threw': { target: 'failed', actions: saveFailed(INVOICE_MESSAGES.errorAdding) },
      },
    },
    saved: { type: 'final' },
    failed: {
      on: {
        'review.change': { target: 'review', actions: change },
        'review.reset': { target: 'review', actions: reset },
        'review.confirm': { target: 'confirming', actions: effects() },
        'review.cancel': { target: 'cancelled', actions: effects('left') },
      },
    },
    cancelled: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const USER_EVENTS: ModelEvent[] = [
  { type: 'upload.pick', file: 'pdf' },
  { type: 'upload.pick', file: 'png' },
  { type: 'upload.cancel' },
  { type: 'review.open' },
  { type: 'review.change' },
  { type: 'review.reset' },
  { type: 'review.confirm' },
  { type: 'review.cancel' },
  { type: 'confirm.save' },
  { type: 'confirm.cancel' },
];
const OUTCOMES: ModelEvent[] = [
  { type: 'extract.found' },
  { type: 'extract.empty' },
  { type: 'extract.failed' },
  { type: 'save.saved' },
  { type: 'save.refused' },
  { type: 'save.threw' },
];
const MODEL_EVENTS = [...USER_EVENTS, ...OUTCOMES];

const OUTCOME_EFFECT: Record<string, [EffectName, Outcome]> = {
  'extract.found': ['extract', 'found'],
  'extract.empty': ['extract', 'empty'],
  'extract.failed': ['extract', 'failed'],
  'save.saved': ['saveInvoice', 'saved'],
  'save.refused': ['saveInvoice', 'refused'],
  'save.threw': ['saveInvoice', 'threw'],
};

const CONFIDENCE_OF: Record<string, Record<string, number>> = {
  empty: {},
  EXTRACTED: EXTRACTED_CONFIDENCE,
  OPENED: OPENED_CONFIDENCE,
};

function createPathRunner(h: Harness) {
  let seen = 0;
  type Executor = (step: { event: ModelEvent }) => void | Promise<void>;
  const events = Object.fromEntries(
    MODEL_EVENTS.map((model): [string, Executor] => {
      const outcome = OUTCOME_EFFECT[model.type];
      if (outcome) return [model.type, () => h.settle(...outcome)];
      return [
        model.type,
        ({ event }) => {
          if (event.type === 'upload.pick') {
            h.actor.send({ type: 'upload.pick', file: FILES[event.file] });
          } else if (event.type === 'review.open') {
            h.actor.send({
              type: 'review.open',
              extracted: { data: OPENED, confidence: OPENED_CONFIDENCE, totalsMismatch: false },
              file: FILES.earlier,
            });
          } else if (event.type === 'review.change') {
            h.actor.send({ type: 'review.change', draft: EDITED });
          } else {
            h.actor.send(event as never);
          }
        },
      ];
    }),
  );

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(h.calls.slice(seen)).toEqual(state.context.effects);
    seen = h.calls.length;
    const at = (value: string) => state.matches(value as never);
    expect(label(selectInvoiceDraft(snapshot))).toBe(state.context.draft);
    expect(label(snapshot.context.extracted)).toBe(state.context.extracted);
    expect(selectInvoiceConfidence(snapshot)).toEqual(CONFIDENCE_OF[state.context.extracted]);
    expect(selectInvoiceTotalsMismatch(snapshot)).toBe(state.context.extracted === 'EXTRACTED');
    expect(selectInvoiceFile(snapshot)?.name ?? null).toBe(state.context.file);
    expect(selectInvoiceUploadError(snapshot)).toBe(state.context.uploadError);
    expect(selectIsExtractingInvoice(snapshot)).toBe(at('extracting'));
    expect(selectIsReviewingInvoice(snapshot)).toBe(
      ['review', 'confirming', 'saving', 'failed'].some(at),
    );
    expect(selectIsConfirmingInvoice(snapshot)).toBe(at('confirming') || at('saving'));
    expect(selectIsSavingInvoice(snapshot)).toBe(at('saving'));
    expect(selectCanEditInvoice(snapshot)).toBe(at('review') || at('failed'));
    expect(selectInvoiceSaveFailure(snapshot)).toBe(at('failed') ? state.context.failure : null);
    expect(selectSavedInvoice(snapshot)).toEqual(at('saved') ? SAVED : null);
    expect(selectIsInvoiceConfirmCancelled(snapshot)).toBe(at('cancelled'));
    expect(h.pending).toHaveLength(at('extracting') || at('saving') ? 1 : 0);
  };

  return { events, states: { '*': check } };
}

describe('invoice-confirm model', () => {
  it('mirrors the machine: same states, and every event the machine handles is modelled', () => {
    for (const prefix of ['upload.', 'review.', 'confirm.']) {
      expectModelMirrorsMachine(modelMachine, invoiceConfirmMachine, prefix);
    }
  });
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: [
        'upload',
        'extracting',
        'review',
        'confirming',
        'saving',
        'saved',
        'failed',
        'cancelled',
      ],
      events: MODEL_EVENTS,
    },
  });
});

describe('invoice-confirm behaviour', () => {
  it('stops reading the file when the upload is cancelled, and a late answer changes nothing', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'upload.pick', file: FILES.pdf });
    const [reading] = h.pending;
    h.actor.send({ type: 'upload.cancel' });
    expect(h.pending).toEqual([]);
    reading?.settle('found');
    await flush();
    expect(h.actor.getSnapshot().value).toBe('upload');
    expect(label(selectInvoiceDraft(h.actor.getSnapshot()))).toBe('empty');
  });

  it('keeps the edits after a failed save and sends them again on the next confirm', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({
      type: 'review.open',
      extracted: { data: OPENED, confidence: {}, totalsMismatch: false },
      file: FILES.earlier,
    });
    h.actor.send({ type: 'review.change', draft: EDITED });
    h.actor.send({ type: 'review.confirm' });
    h.actor.send({ type: 'confirm.save' });
    await h.settle('saveInvoice', 'refused');
    expect(label(selectInvoiceDraft(h.actor.getSnapshot()))).toBe('EDITED');
    h.actor.send({ type: 'review.confirm' });
    h.actor.send({ type: 'confirm.save' });
    await h.settle('saveInvoice', 'saved');
    expect(h.calls).toEqual([
      'save:EDITED:earlier.pdf',
      `saveFailed:${INVOICE_MESSAGES.failedToSave}`,
      'save:EDITED:earlier.pdf',
      `invoiceSaved:${SAVED.id}`,
    ]);
  });

  it('ignores edits and a second confirm while saving', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({
      type: 'review.open',
      extracted: { data: OPENED, confidence: {}, totalsMismatch: false },
      file: null,
    });
    h.actor.send({ type: 'review.confirm' });
    h.actor.send({ type: 'confirm.save' });
    h.actor.send({ type: 'review.change', draft: EDITED });
    h.actor.send({ type: 'confirm.save' });
    expect(h.pending).toHaveLength(1);
    await h.settle('saveInvoice', 'saved');
    expect(h.calls).toEqual(['save:OPENED:no file', `invoiceSaved:${SAVED.id}`]);
  });
});
