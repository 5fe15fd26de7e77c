import { about, exprMap, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Loads a data source of the screen again, optionally with extra payload fields. */
export const reload = actionKind(
  'reload',
  'reload',
  {
    source: name,
    payload: about(exprMap, 'Extra fields for this load, e.g. { status: state.tab }.'),
  },
  ['source'],
);
