import { name } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const scrollTo = actionKind('scrollTo', 'scroll to', { anchor: name }, ['anchor']);
