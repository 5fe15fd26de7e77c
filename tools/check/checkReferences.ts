import { closest } from './describe.ts';
import type { Problem } from './problem.ts';
import { asRecord, asStrings, type ScreenIndex } from './screenIndex.ts';
import type { Path } from './yamlSource.ts';

interface Known {
  endpoints: Set<string>;
  screens: Set<string>;
  documents: Set<string>;
}

/**
 * Every name an action, block or data source points at must exist: endpoints, screens, modals, data sources,
 * fields, anchors, documents and state. A name close to one that exists is offered as the likely typo.
 */
export function checkReferences(index: ScreenIndex, known: Known, endpointPayloads: Map<string, Set<string> | undefined>): Problem[] {
  const problems: Problem[] = [];
  const on = `screen ${index.id}`;
  const need = (path: Path, name: unknown, names: Set<string>, missing: (name: string) => string) => {
    if (typeof name !== 'string' || names.has(name)) return;
    const guess = closest(name, names);
    problems.push({ path, message: `${missing(name)}${guess ? `; did you mean "${guess}"?` : ''}` });
  };
  for (const { node, path } of index.kinds) {
    const at = (key: string | number, ...rest: (string | number)[]) => [...path, key, ...rest];
    const type = node.type;
    if (typeof node.endpoint === 'string') {
      need(at('endpoint'), node.endpoint, known.endpoints, (n) => `endpoint "${n}" is not declared in the endpoints section`);
      checkPayload(problems, path, node.payload, node.endpoint, endpointPayloads);
    }
    if (type === 'navigate') need(at('to'), node.to, known.screens, (n) => `there is no screen "${n}" to go to`);
    if (type === 'openModal' || type === 'closeModal') need(at('modal'), node.modal, index.modals, (n) => `${on} has no modal "${n}"`);
    if (type === 'reload') need(at('source'), node.source, index.data, (n) => `${on} has no data source "${n}"`);
    if (type === 'scrollTo') need(at('anchor'), node.anchor, index.anchors, (n) => `${on} has no group with anchor "${n}"`);
    if (type === 'document')
      need(at('document'), node.document, known.documents, (n) => `document "${n}" is not declared in the documents section`);
    if (type === 'tabs')
      need(
        at('state'),
        node.state,
        index.state,
        (n) => `tabs keep the chosen tab in state.${n}, but ${on} does not declare it under state`,
      );
    if (type === 'setField') need(at('name'), node.name, index.fields, (n) => `${on} has no field "${n}"`);
    if (type === 'validate' || type === 'resetForm') {
      asStrings(node.fields).forEach((field, i) => need(at('fields', i), field, index.fields, (n) => `${on} has no field "${n}"`));
    }
    if (type === 'setState') {
      for (const name of Object.keys(asRecord(node.values))) {
        if (index.state.has(name)) continue;
        const guess = closest(name, index.state);
        problems.push({
          path: at('values', name),
          key: true,
          message: `state.${name} is not declared under state of ${on}${guess ? `; did you mean state.${guess}?` : ''}`,
        });
      }
    }
  }
  return problems;
}

function checkPayload(
  problems: Problem[],
  path: Path,
  payload: unknown,
  endpoint: string,
  endpointPayloads: Map<string, Set<string> | undefined>,
) {
  const allowed = endpointPayloads.get(endpoint);
  if (!allowed) return;
  for (const field of Object.keys(asRecord(payload))) {
    if (allowed.has(field)) continue;
    const guess = closest(field, allowed);
    const takes = guess ? `did you mean "${guess}"?` : `it takes: ${[...allowed].join(', ') || 'nothing'}`;
    problems.push({
      path: [...path, 'payload', field],
      key: true,
      message: `endpoint ${endpoint} does not take a field "${field}"; ${takes}`,
    });
  }
}
