import type { Problem } from './problem.ts';
import { asRecord, asStrings, type ScreenIndex } from './screenIndex.ts';

interface Known { endpoints: Set<string>; screens: Set<string>; documents: Set<string> }

/** Every name an action or block points at must exist: endpoints, screens, modals, fields, anchors, documents. */
export function checkReferences(index: ScreenIndex, known: Known, endpointPayloads: Map<string, Set<string> | undefined>): Problem[] {
  const problems: Problem[] = [];
  const need = (ok: boolean, path: Index['path'], key: string, message: string) => {
    if (!ok) problems.push({ path: [...path, key], message });
  };
  for (const { node, path } of index.kinds) {
    const type = node.type;
    const endpoint = typeof node.endpoint === 'string' ? node.endpoint : undefined;
    if (endpoint !== undefined) {
      need(known.endpoints.has(endpoint), path, 'endpoint', `endpoint "${endpoint}" is not declared in endpoints`);
      checkPayload(problems, path, node.payload, endpoint, endpointPayloads);
    }
    if (type === 'navigate') need(known.screens.has(String(node.to)), path, 'to', `there is no screen "${String(node.to)}" to go to`);
    if (type === 'openModal' || (type === 'closeModal' && node.modal !== undefined)) {
      need(index.modals.has(String(node.modal)), path, 'modal', `screen ${index.id} has no modal "${String(node.modal)}"`);
    }
    if (type === 'reload') need(index.data.has(String(node.source)), path, 'source', `screen ${index.id} has no data source "${String(node.source)}"`);
    if (type === 'scrollTo') need(index.anchors.has(String(node.anchor)), path, 'anchor', `screen ${index.id} has no group with anchor "${String(node.anchor)}"`);
    if (type === 'document') need(known.documents.has(String(node.document)), path, 'document', `document "${String(node.document)}" is not declared in documents`);
    if (type === 'tabs') need(index.state.has(String(node.state)), path, 'state', `tabs keep the chosen tab in state.${String(node.state)}, but screen ${index.id} does not declare it under state`);
    if (type === 'setField') need(index.fields.has(String(node.name)), path, 'name', `screen ${index.id} has no field "${String(node.name)}"`);
    for (const key of ['fields'] as const) {
      asStrings(node[key]).forEach((field, i) => {
        if (!index.fields.has(field)) problems.push({ path: [...path, key, i], message: `screen ${index.id} has no field "${field}"` });
      });
    }
    if (type === 'setState') {
      for (const name of Object.keys(asRecord(node.values))) {
        if (!index.state.has(name)) problems.push({ path: [...path, 'values', name], key: true, message: `state.${name} is not declared under state of screen ${index.id}` });
      }
    }
  }
  return problems;
}

type Index = { path: readonly (string | number)[] };

function checkPayload(problems: Problem[], path: Index['path'], payload: unknown, endpoint: string, endpointPayloads: Map<string, Set<string> | undefined>) {
  const allowed = endpointPayloads.get(endpoint);
  if (!allowed) return;
  for (const field of Object.keys(asRecord(payload))) {
    if (!allowed.has(field)) {
      problems.push({ path: [...path, 'payload', field], key: true, message: `endpoint ${endpoint} does not take a field "${field}" (it takes: ${[...allowed].join(', ') || 'nothing'})` });
    }
  }
}
