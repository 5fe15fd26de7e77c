import { name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A long text (privacy notice, terms) from the documents section, in the borrower's language. */
export const document = blockKind(
  'document',
  'document',
  {
    document: name,
  },
  ['document'],
);
