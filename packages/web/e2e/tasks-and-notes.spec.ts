import { readFile } from 'node:fs/promises';
import type { TripSummary } from '@fleet/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './support';

/**
 * Issue 14 as a dispatcher works it: a weekly recurring task created from an ETA exception with a
 * PDF attached, found in the list, resolved (the next occurrence appears), a note with an image
 * previewed, the CSV checked, and task types and departments managed in Settings.
 */

/** The simulated fleet syncs within ~30 s of start and needs a while to have a late trip. */
const FLEET_WAIT_MS = 150_000;

test.describe.configure({ timeout: 360_000 });

// Everything the screens need is served by the product: anything else is refused.
test.beforeEach(async ({ page }) => {
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort();
  });
});

/** A 1×1 PNG (real magic bytes: the API decides the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with a correct cross-reference table, so pdf.js renders it. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 100 Td (Rate con) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PDF_FILE = { name: 'ratecon.pdf', mimeType: 'application/pdf', buffer: onePagePdf() };
const PNG_FILE = { name: 'dock-photo.png', mimeType: 'image/png', buffer: PNG };

/** Unique per run, so the filters find only this test's tasks. */
const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const TASK_TYPE = `Late Check ${SUFFIX}`;
const DEPARTMENT = `Yard ${SUFFIX}`;
const DEPARTMENT_RENAMED = `Yard Ops ${SUFFIX}`;

async function lateTrip(page: Page): Promise<TripSummary> {
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(window.localStorage.getItem('fleet.session') ?? 'null') as {
          access_token?: string;
        } | null
      )?.access_token,
  );
  if (!token) throw new Error('no stored session');
  let found: TripSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/v1/aggregation/loads', {
          headers: { authorization: `Bearer ${token}` },
          data: {},
        });
        if (!response.ok()) return false;
        const body: unknown = await response.json();
        const trips = (typeof body === 'string' ? JSON.parse(body) : body) as unknown;
        found = Array.isArray(trips)
          ? (trips as TripSummary[]).find((trip) => trip.eta_details?.is_late === true)
          : undefined;
        return found !== undefined;
      },
      { timeout: FLEET_WAIT_MS, intervals: [2_000, 5_000] },
    )
    .toBe(true);
  if (!found) throw new Error('no late trip');
  return found;
}

/** Picks `option` in a Mantine select (a textbox with a listbox), typing `search` first. */
async function choose(scope: Page | Locator, label: string, option: string, search?: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the file chooser by clicking `trigger`, as a person would, and picks `files`. */
async function attach(page: Page, trigger: Locator, files: (typeof PDF_FILE)[]) {
  const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
  await trigger.click();
  await (await chooser).setFiles(files);
}

/**
 * Picks `files` in a notes drop zone. Its click opens Chromium's File System Access picker
 * (react-dropzone), which Playwright cannot answer, so the files go to the zone's own file input,
 * labelled like the zone.
 */
async function dropFiles(scope: Locator, label: string, files: (typeof PDF_FILE)[]) {
  await scope
    .getByLabel(label, { exact: true })
    .and(scope.locator('input[type="file"]'))
    .setInputFiles(files);
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Days as UTC midnights, printed MM/DD/YYYY as the screens show them. */
const DAY_MS = 86_400_000;
function usDate(day: number): string {
  const date = new Date(day * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Today in the browser's calendar, as days since 1970-01-01. */
async function browserToday(page: Page): Promise<number> {
  const [year, month, day] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  return Math.floor(Date.UTC(year ?? 1970, month ?? 0, day ?? 1) / DAY_MS);
}

/** The first Monday or Thursday strictly after `day` (the weekly rule's next date). */
function nextMondayOrThursday(day: number): number {
  let next = day + 1;
  while (![1, 4].includes(new Date(next * DAY_MS).getUTCDay())) next += 1;
  return next;
}

function tasksTable(page: Page) {
  return page.getByRole('table', { name: 'Tasks' });
}

function rowOf(page: Page, taskId: string) {
  return tasksTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: taskId, exact: true }) });
}

test('a dispatcher: recurring task from an ETA exception, notes with files, CSV, types and departments', async ({
  page,
}) => {
  await signIn(page, DEMO.dispatcher);

  await test.step('Settings: add a task type and a department, rename one inline', async () => {
    await page.goto('/settings?section=tasks');
    const types = page.getByRole('region', { name: 'Task Types' });
    const typesTable = page.getByRole('table', { name: 'Task Types' });
    for (const seeded of ['Check Call', 'Detention Follow Up', 'Paperwork']) {
      await expect(typesTable.getByRole('cell', { name: seeded, exact: true })).toBeVisible();
    }
    await types.getByRole('textbox', { name: 'New task type name' }).fill(TASK_TYPE);
    await types.getByRole('button', { name: 'Add task type' }).click();
    await expect(typesTable.getByRole('cell', { name: TASK_TYPE, exact: true })).toBeVisible();

    const departments = page.getByRole('region', { name: 'Departments' });
    const departmentsTable = page.getByRole('table', { name: 'Departments' });
    for (const seeded of ['Dispatch', 'Billing', 'Safety']) {
      await expect(departmentsTable.getByRole('cell', { name: seeded, exact: true })).toBeVisible();
    }
    await departments.getByRole('textbox', { name: 'New department name' }).fill(DEPARTMENT);
    await departments.getByRole('button', { name: 'Add department' }).click();
    await expect(
      departmentsTable.getByRole('cell', { name: DEPARTMENT, exact: true }),
    ).toBeVisible();

    // Inline edit: Escape leaves the name as it was, Enter saves the new one.
    await departmentsTable.getByRole('button', { name: `Edit ${DEPARTMENT}` }).click();
    const name = departmentsTable.getByRole('textbox', { name: 'Name' });
    await name.fill('Not kept');
    await name.press('Escape');
    await expect(departmentsTable.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    await expect(
      departmentsTable.getByRole('cell', { name: DEPARTMENT, exact: true }),
    ).toBeVisible();
    await expect(departmentsTable.getByText('Not kept')).toHaveCount(0);

    await departmentsTable.getByRole('button', { name: `Edit ${DEPARTMENT}` }).click();
    await departmentsTable.getByRole('textbox', { name: 'Name' }).fill(DEPARTMENT_RENAMED);
    await departmentsTable.getByRole('textbox', { name: 'Name' }).press('Enter');
    await expect(
      departmentsTable.getByRole('cell', { name: DEPARTMENT_RENAMED, exact: true }),
    ).toBeVisible();
    await expect(departmentsTable.getByRole('cell', { name: DEPARTMENT, exact: true })).toHaveCount(
      0,
    );
  });

  const trip = await test.step('wait for a trip with an ETA exception', () => lateTrip(page));

  await test.step('create a weekly recurring task from the ETA exception, with a PDF', async () => {
    await page.goto(`/exceptionDetails?id=${encodeURIComponent(trip.trip_num)}&module=eta`);
    await expect(page.getByRole('heading', { name: `Trip #${trip.trip_num}` })).toBeVisible();
    await page.getByRole('link', { name: 'Create Task' }).click();

    await expect(page).toHaveURL(/\/task\/create\?createdFromType=eta&createdFromId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Task' })).toBeVisible();
    await expect(page.getByRole('link', { name: `ETA ${trip.trip_num}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Trip', exact: true })).toHaveValue(
      trip.trip_num,
    );

    await choose(page, 'Task Type', TASK_TYPE);
    await choose(page, 'Department', DEPARTMENT_RENAMED);
    await choose(page, 'Assigned To', 'Dana Dispatcher', 'Dana');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Instruction' }).fill('Call the driver for a new ETA');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill(`Trip ${trip.trip_num} is running late`);

    await page.getByRole('button', { name: 'Configure Recurrence' }).click();
    const recurrence = page.getByRole('dialog', { name: 'Configure Recurrence' });
    await choose(recurrence, 'Repeat', 'Weekly');
    await expect(recurrence.getByRole('textbox', { name: 'Repeat every (week(s))' })).toHaveValue(
      '1',
    );
    await recurrence.getByRole('checkbox', { name: 'Monday' }).check();
    await recurrence.getByRole('checkbox', { name: 'Thursday' }).check();
    await recurrence.getByRole('radio', { name: 'After a number of occurrences' }).check();
    await recurrence.getByRole('textbox', { name: 'Occurrences' }).fill('3');
    await recurrence.getByRole('textbox', { name: /Due date \(days from now\)/ }).fill('2');
    await recurrence.getByRole('button', { name: 'Save Recurrence' }).click();
    await expect(recurrence).toHaveCount(0);
    await expect(page.getByText(/Repeats every week on Mon, Thu/)).toBeVisible();
    // §4: the due date becomes today + the offset.
    await expect(page.getByRole('textbox', { name: 'Due Date' })).not.toHaveValue('');

    await attach(page, page.getByRole('button', { name: 'Attach File' }), [PDF_FILE]);
    await expect(page.getByRole('list', { name: 'Files to attach' })).toContainText(PDF_FILE.name);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/task\/list/, { timeout: 30_000 });
  });

  const taskId = await test.step('see it in the list', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Open Tasks' })).toBeVisible();
    // Assigned To defaults to the signed-in user (the e-mail until the users lookup names them).
    await expect(page.getByRole('textbox', { name: 'Assigned To' })).toHaveValue(
      /^(Dana Dispatcher|dispatcher@demo\.test)$/,
    );
    await choose(page, 'Task Type', TASK_TYPE);
    const rows = tasksTable(page).getByRole('row').filter({ hasText: TASK_TYPE });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(DEPARTMENT_RENAMED);
    await expect(rows).toContainText(trip.trip_num);
    await expect(rows).toContainText('OPEN');
    // Due today + the recurrence's offset of 2 days.
    await expect(rows).toContainText(usDate((await browserToday(page)) + 2));
    const id = (await rows.getByRole('link').textContent())?.trim() ?? '';
    expect(id).toMatch(/^T-\d{6}$/);
    return id;
  });
  const nextId = `T-${String(Number(taskId.slice(2)) + 1).padStart(6, '0')}`;
  const thirdId = `T-${String(Number(taskId.slice(2)) + 2).padStart(6, '0')}`;

  await test.step('the view: Created From, the PDF attached', async () => {
    await rowOf(page, taskId).getByRole('link', { name: taskId }).click();
    await expect(page.getByRole('heading', { name: `Task ${taskId}` })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toContainText('OPEN');
    await expect(page.getByRole('link', { name: `ETA ${trip.trip_num}` })).toHaveAttribute(
      'href',
      `/exceptionDetails?id=${encodeURIComponent(trip.trip_num)}&module=eta`,
    );
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('Call the driver for a new ETA')).toBeVisible();
    const attachments = page.getByRole('list', { name: 'Attachments' });
    await expect(attachments).toContainText(PDF_FILE.name, { timeout: 20_000 });
    // The stored file comes back byte for byte.
    const downloading = page.waitForEvent('download');
    await attachments.getByRole('button', { name: PDF_FILE.name }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(PDF_FILE.name);
    expect((await readFile(await download.path())).equals(PDF_FILE.buffer)).toBe(true);
  });

  await test.step('add a note with an image, preview it; a PDF on the saved note', async () => {
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('button', { name: 'Add New Note' }).click();
    const form = notes.getByRole('form', { name: 'New note' });
    await form.getByRole('textbox', { name: 'Note', exact: true }).fill('Photo of the dock door');
    await dropFiles(form, 'Attach files', [PNG_FILE]);
    await expect(form.getByRole('list', { name: 'Files to attach' })).toContainText(PNG_FILE.name);
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    const note = notes.getByRole('article', { name: /^Note by Dana Dispatcher/ });
    await expect(note).toContainText('Photo of the dock door');
    const files = note.getByRole('list', { name: 'Attached files' });
    await expect(files.getByRole('button', { name: `Preview ${PNG_FILE.name}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(files.getByRole('button', { name: `Download ${PNG_FILE.name}` })).toBeVisible();

    await files.getByRole('button', { name: `Preview ${PNG_FILE.name}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${PNG_FILE.name}` });
    const image = preview.getByRole('img', { name: PNG_FILE.name });
    await expect(image).toBeVisible();
    // The picture really loaded (a broken blob would have no natural size).
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(1);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    // A PDF added to the saved note, previewed with zoom and pages.
    await dropFiles(note, 'Attach files to note', [PDF_FILE]);
    await expect(files.getByRole('button', { name: `Preview ${PDF_FILE.name}` })).toBeVisible({
      timeout: 20_000,
    });
    await files.getByRole('button', { name: `Preview ${PDF_FILE.name}` }).click();
    const pdf = page.getByRole('dialog', { name: `Preview: ${PDF_FILE.name}` });
    await expect(pdf.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
    await expect(pdf.getByText('100%')).toBeVisible();
    await pdf.getByRole('button', { name: 'Zoom in' }).click();
    await expect(pdf.getByText('110%')).toBeVisible();
    await pdf.getByRole('button', { name: 'Zoom out' }).click();
    await pdf.getByRole('button', { name: 'Zoom out' }).click();
    await expect(pdf.getByText('90%')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pdf).toHaveCount(0);

    // Download the image: the same bytes; then delete the PDF (Cancel first, then Confirm).
    const downloading = page.waitForEvent('download');
    await files.getByRole('button', { name: `Download ${PNG_FILE.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(PNG_FILE.name);
    expect((await readFile(await download.path())).equals(PNG_FILE.buffer)).toBe(true);

    await files.getByRole('button', { name: `Delete ${PDF_FILE.name}` }).click();
    const deleteFile = page.getByRole('dialog', { name: `Delete ${PDF_FILE.name}` });
    await expect(deleteFile.getByText('Are you sure you want to delete this file?')).toBeVisible();
    await deleteFile.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteFile).toHaveCount(0);
    await expect(files.getByRole('button', { name: `Preview ${PDF_FILE.name}` })).toBeVisible();
    await files.getByRole('button', { name: `Delete ${PDF_FILE.name}` }).click();
    await deleteFile.getByRole('button', { name: 'Confirm' }).click();
    await expect(files.getByRole('button', { name: `Preview ${PDF_FILE.name}` })).toHaveCount(0);
    await expect(files.getByRole('button', { name: `Preview ${PNG_FILE.name}` })).toBeVisible();

    // Edit the note's text.
    await note.getByRole('button', { name: 'Edit note' }).click();
    const editor = notes.getByRole('form', { name: 'Edit note' });
    await editor.getByRole('textbox', { name: 'Note text' }).fill('Photo of dock door 14');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notes.getByText('Photo of dock door 14')).toBeVisible();

    // A second note, deleted after a cancelled first try; the first one stays, also after a reload.
    await notes.getByRole('button', { name: 'Add New Note' }).click();
    await form.getByRole('textbox', { name: 'Note', exact: true }).fill('Wrong trip, ignore');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const wrong = notes.getByRole('article').filter({ hasText: 'Wrong trip, ignore' });
    await expect(wrong).toBeVisible();
    await wrong.getByRole('button', { name: 'Delete note' }).click();
    const deleteNote = page.getByRole('dialog', { name: 'Delete note' });
    await expect(deleteNote.getByText('Are you sure you want to delete this note?')).toBeVisible();
    await deleteNote.getByRole('button', { name: 'Cancel' }).click();
    await expect(wrong).toBeVisible();
    await wrong.getByRole('button', { name: 'Delete note' }).click();
    await deleteNote.getByRole('button', { name: 'Confirm' }).click();
    await expect(wrong).toHaveCount(0);

    await page.reload();
    await expect(notes.getByText('Photo of dock door 14')).toBeVisible();
    await expect(notes.getByText('Wrong trip, ignore')).toHaveCount(0);
    await expect(notes.getByRole('button', { name: `Preview ${PNG_FILE.name}` })).toBeVisible();
  });

  await test.step('download the CSV and check its rows', async () => {
    await page.goto('/task/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Tasks' })).toBeVisible();
    await choose(page, 'Task Type', TASK_TYPE);
    await expect(rowOf(page, taskId)).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('task_list.csv');
    const file = await download.path();
    const [header, ...rows] = parseCsv(await readFile(file, 'utf8')).filter(
      (row) => row.join('') !== '',
    );
    expect(header).toEqual([
      'Task ID',
      'Status',
      'Task Type',
      'Department',
      'Due Date',
      'Trip',
      'Order',
      'Customer',
      'Truck',
      'Trailer',
      'Driver',
      'Assigned To',
      'Created By',
      'Instruction',
      'Description',
    ]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries((header ?? []).map((name, index) => [name, rows[0]?.[index]]));
    expect(row).toMatchObject({
      'Task ID': taskId,
      Status: 'OPEN',
      'Task Type': TASK_TYPE,
      Department: DEPARTMENT_RENAMED,
      Trip: trip.trip_num,
      Instruction: 'Call the driver for a new ETA',
      Description: `Trip ${trip.trip_num} is running late`,
    });
    // An assignee is stored as { user_id: e-mail, name: the part before @ } (tasks README).
    expect(row['Assigned To']).toBe('dispatcher');
    expect(row['Created By']).toMatch(/dispatcher/i);
  });

  await test.step('resolve it and find the next occurrence', async () => {
    await rowOf(page, taskId)
      .getByRole('button', { name: `Resolve ${taskId}` })
      .click();
    await expect(rowOf(page, taskId)).toHaveCount(0, { timeout: 20_000 });
    const next = rowOf(page, nextId);
    await expect(next).toHaveCount(1, { timeout: 20_000 });
    await expect(next).toContainText(TASK_TYPE);
    await expect(next).toContainText(DEPARTMENT_RENAMED);
    await expect(next).toContainText(trip.trip_num);
    await expect(next.getByRole('button', { name: `Resolve ${nextId}` })).toBeEnabled();
    // Occurrence 2 falls on the next Monday or Thursday after today, due 2 days later.
    const secondDate = nextMondayOrThursday(await browserToday(page));
    await expect(next).toContainText(usDate(secondDate + 2));

    await choose(page, 'Status', 'Resolved');
    await expect(page).toHaveURL(/status=RESOLVED/);
    const resolved = rowOf(page, taskId);
    await expect(resolved).toContainText('RESOLVED');
    await expect(resolved.getByRole('button', { name: `Reopen ${taskId}` })).toBeVisible();
    // The next occurrence is not resolved.
    await expect(rowOf(page, nextId)).toHaveCount(0);

    // The next occurrence keeps the recurrence and the instruction.
    await page.goto('/task/list');
    await choose(page, 'Task Type', TASK_TYPE);
    await rowOf(page, nextId).getByRole('link', { name: nextId }).click();
    await expect(page.getByRole('heading', { name: `Task ${nextId}` })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toContainText('OPEN');
    await expect(page.getByText('Call the driver for a new ETA')).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Task' })).toBeVisible();
    await expect(page.getByText(/Repeats every week on Mon, Thu/)).toBeVisible();

    // Resolved from the edit screen: occurrence 3, the last of the three.
    await page.getByRole('button', { name: 'Resolve and Save' }).click();
    await expect(page).toHaveURL(/\/task\/list/, { timeout: 30_000 });
    await choose(page, 'Task Type', TASK_TYPE);
    const third = rowOf(page, thirdId);
    await expect(third).toHaveCount(1, { timeout: 20_000 });
    await expect(third).toContainText(usDate(nextMondayOrThursday(secondDate) + 2));
    await expect(rowOf(page, nextId)).toHaveCount(0);

    // Resolving the third ends the series: no fourth task.
    await third.getByRole('button', { name: `Resolve ${thirdId}` }).click();
    await expect(third).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('No tasks match these filters.')).toBeVisible();
    await choose(page, 'Status', 'Resolved');
    for (const id of [taskId, nextId, thirdId]) {
      await expect(rowOf(page, id)).toContainText('RESOLVED');
    }
    await expect(tasksTable(page).getByRole('row').filter({ hasText: TASK_TYPE })).toHaveCount(3);

    // Reopened from the list: back among the open tasks as REOPENED, no new occurrence.
    await rowOf(page, taskId)
      .getByRole('button', { name: `Reopen ${taskId}` })
      .click();
    await expect(rowOf(page, taskId)).toHaveCount(0, { timeout: 20_000 });
    await choose(page, 'Status', 'Open');
    await expect(rowOf(page, taskId)).toContainText('REOPENED');
    await expect(
      rowOf(page, taskId).getByRole('button', { name: `Resolve ${taskId}` }),
    ).toBeEnabled();
    await expect(tasksTable(page).getByRole('row').filter({ hasText: TASK_TYPE })).toHaveCount(1);
  });

  await test.step('delete the task type the three tasks use: the linked-task warning', async () => {
    await page.goto('/settings?section=tasks');
    const typesTable = page.getByRole('table', { name: 'Task Types' });
    await typesTable.getByRole('button', { name: `Delete ${TASK_TYPE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete task type' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByText('There are 3 tasks linked to this task type.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(typesTable.getByRole('cell', { name: TASK_TYPE, exact: true })).toHaveCount(0);
    await expect(typesTable.getByRole('cell', { name: 'Check Call', exact: true })).toBeVisible();
  });
});
