import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { renderSVG } from 'uqr';
import { readBody } from '../../sandbox/http.ts';
import { copyEditProblem } from '../copy/copyEditProblem.ts';
import { exportCopyFile, importCopyFile } from '../copy/copyFile.ts';
import { CopyError, copyTextsOf } from '../copy/copyTexts.ts';
import { editCopyTexts } from '../copy/editCopyTexts.ts';
import { conflictMessage } from '../copy/importCopyTable.ts';
import { LEGACY_ENCODINGS, legacyEncoding } from '../copy/legacyEncoding.ts';
import { CopyImportError } from '../copy/sheet.ts';
import { fieldReportParts } from '../field/fieldTable.ts';
import { summarise } from '../field/fieldSummary.ts';
import { readPages, savePages } from '../pagesFile.ts';
import { refusal } from './guard.ts';
import { createPreviewStates } from './previewStates.ts';
import type { FieldStore } from '../../sandbox/fieldCollector.ts';
import { API, type CopyAnswer, type EditAnswer, type ExportAnswer, type FieldAnswer, type Refusal, type SaveAnswer } from './protocol.ts';
import { createTextChecks } from './textChecks.ts';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';

interface StudioOptions {
  /** The pages.yaml the studio edits. */
  file: string;
  /** The sandbox API the app's calls reach, which the preview puts in the atlas's states. */
  sandbox: string;
  /** The app's address on the local network (`npm start -- --host`), for the phone's QR code. */
  network?: () => string | undefined;
}

/** pages.yaml is about 100 KB; a request body past this is not the studio's. */
const BODY_LIMIT = 5 * 1024 * 1024;

type Json = Record<string, unknown>;
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems?: Refusal['problems'],
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(value));
}

async function jsonBody(req: IncomingMessage): Promise<Json> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'the studio sends JSON');
  const body = await readBody(req, BODY_LIMIT);
  if (body.tooLarge) throw new HttpError(413, 'this request is too large for pages.yaml');
  try {
    const value = JSON.parse(body.data.toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
  } catch {}
  throw new HttpError(400, 'the request is not a JSON object');
}

function text(body: Json, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw new HttpError(400, `the request needs ${name} as text`);
  return value;
}

async function sandboxCall(base: string, path: string, body?: unknown): Promise<unknown> {
  try {
    return await sandboxControl(base, path, body);
  } catch (error) {
    const refused = error instanceof Error && error.message.startsWith('the sandbox refused');
    throw new HttpError(502, refused ? error.message : `the sandbox API at ${base} does not answer; npm start runs it`);
  }
}

/**
 * The studio's endpoints under /__studio/api, for the studio page only. Checks run here, in the dev server, on the
 * checker of `npm run check`; the page gets data. Every request must come from this machine; every POST (save,
 * import, and the rest) also from the studio's own origin.
 */
export function createStudioApi(options: StudioOptions) {
  const { file, sandbox } = options;
  const checks = createTextChecks(file);
  const preview = createPreviewStates(file, checks.check);

  const routes: Record<string, (req: IncomingMessage, url: URL) => Promise<unknown>> = {
    'GET /file': () => readPages(file),
    'GET /schema': async () => JSON.parse(await readFile(join(import.meta.dirname, '../../schemas/pages.schema.json'), 'utf8')),
    'POST /check': async (req) => checks.problems(text(await jsonBody(req), 'text')),
    'POST /save': async (req): Promise<SaveAnswer> => {
      const body = await jsonBody(req);
      const content = text(body, 'text');
      const outcome = await savePages(file, content, text(body, 'base'));
      if (!outcome.saved)
        return {
          saved: false,
          version: outcome.version,
          message: 'pages.yaml changed on disk since the studio read it (another editor, git, an import). Nothing was saved.',
        };
      return { saved: true, version: outcome.version, check: checks.problems(content) };
    },
    'POST /where': async (req) => {
      const body = await jsonBody(req);
      return checks.where(text(body, 'text'), text(body, 'key'));
    },
    'GET /preview': async () => {
      const network = options.network?.();
      return { ...(await preview.answer()), ...(network ? { network } : {}) };
    },
    'POST /state': async (req) => {
      const id = text(await jsonBody(req), 'state');
      const { known, rule } = preview.ruleOf(id);
      if (!known) throw new HttpError(404, `the preview has no state ${id}; pick one from the list`);
      // As the atlas does for each picture: the sandbox back to its seed, then the state's rule.
      await sandboxCall(sandbox, '/reset', {});
      if (rule !== undefined) await sandboxCall(sandbox, '/scenario', rule);
      return { ok: true };
    },
    'GET /sandbox/captcha': (_req, url) => sandboxCall(sandbox, `/captcha?sid=${encodeURIComponent(url.searchParams.get('sid') ?? '')}`),
    'GET /sandbox/sms': () => sandboxCall(sandbox, '/sms'),
    'GET /field': async (): Promise<FieldAnswer> => ({
      parts: fieldReportParts(summarise((await sandboxCall(sandbox, '/field')) as FieldStore)),
    }),
    'GET /qr': async (_req, url) => {
      const network = options.network?.();
      if (!network) throw new HttpError(404, 'start the studio with npm start -- --host to open the preview on a phone');
      const address = new URL(url.searchParams.get('path') ?? '/', network).href;
      return { url: address, svg: renderSVG(address, { border: 2 }) };
    },
    'POST /copy': async (req): Promise<CopyAnswer> => {
      const content = text(await jsonBody(req), 'text');
      const copy = copyTextsOf(content);
      const screens = checks.copyScreens(content);
      return {
        packs: copy.packs,
        rows: copy.keys.map((key) => ({
          key,
          texts: Object.fromEntries(copy.packs.flatMap((p) => (key in copy.texts[p.id]! ? [[p.id, copy.texts[p.id]![key]!]] : []))),
          screens: screens.get(key) ?? [],
        })),
        encodings: LEGACY_ENCODINGS.map(({ id, name }) => ({ id, name })),
      };
    },
    'POST /copy/edit': async (req): Promise<EditAnswer> => {
      const body = await jsonBody(req);
      const edit = { key: text(body, 'key'), pack: text(body, 'pack'), value: text(body, 'value') };
      const copy = copyTextsOf(text(body, 'text'));
      const others = () => copy.packs.filter((p) => p.id !== edit.pack).map((p) => [p.id, copy.texts[p.id]?.[edit.key]] as const);
      const problem = copyEditProblem(edit.value, copy.texts[edit.pack]?.[edit.key], others);
      if (problem?.kind === 'empty')
        throw new HttpError(
          422,
          `a copy text cannot be empty; to remove ${edit.key} from pack ${edit.pack}, delete its line in the editor`,
        );
      if (problem) throw new HttpError(422, `this text ${problem.kind === 'worse' ? 'would become ' : ''}${problem.words}`);
      return { text: editCopyTexts(text(body, 'text'), [edit]), changes: [{ key: edit.key, pack: edit.pack }] };
    },
    'POST /copy/export': async (req): Promise<ExportAnswer> => {
      const body = await jsonBody(req);
      const format = text(body, 'format');
      if (format !== 'csv' && format !== 'xlsx') throw new HttpError(400, 'the studio exports csv or xlsx');
      return { base64: Buffer.from(await exportCopyFile(text(body, 'text'), format)).toString('base64') };
    },
    'POST /copy/import': async (req): Promise<EditAnswer> => {
      const body = await jsonBody(req);
      const named = typeof body.encoding === 'string' && body.encoding !== '' ? body.encoding : undefined;
      const encoding = named === undefined ? undefined : legacyEncoding(named);
      if (named !== undefined && !encoding) throw new HttpError(400, `the import reads no encoding ${named}`);
      const options = { ...(encoding ? { encoding } : {}), allDifferences: body.allDifferences === true };
      // The file's bytes, not text the browser decoded: its encoding is read here, as for npm run copy.
      const bytes = Buffer.from(text(body, 'base64'), 'base64');
      const { text: changed, changes, conflicts, notes, encoding: read } = await importCopyFile(text(body, 'text'), bytes, options);
      return {
        text: changed,
        changes: changes.map(({ key, pack, row }) => ({ key, pack, row })),
        conflicts: conflicts.map((c) => ({ row: c.row, key: c.key, pack: c.pack, message: conflictMessage(c) })),
        notes,
        ...(read ? { encoding: read } : {}),
      };
    },
  };

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = routes[`${req.method} ${url.pathname.slice(API.length)}`];
    const refused = refusal(req, req.method === 'GET' ? 'read' : 'write');
    if (refused) return sendJson(res, 403, { error: refused } satisfies Refusal);
    if (!route) return sendJson(res, 404, { error: `the studio has no ${req.method} ${url.pathname}` } satisfies Refusal);
    try {
      sendJson(res, 200, await route(req, url));
    } catch (error) {
      if (error instanceof HttpError)
        return sendJson(res, error.status, { error: error.message, ...(error.problems ? { problems: error.problems } : {}) });
      if (error instanceof CopyImportError)
        return sendJson(res, 422, {
          error: `nothing was imported: the file has ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`}`,
          problems: error.problems,
        });
      if (error instanceof CopyError) return sendJson(res, 422, { error: error.message });
      sendJson(res, 500, { error: `the studio failed: ${(error as Error).message}` });
    }
  };
}
