import { about, expr, limit, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Multi-line text with an n/max counter; input past maxLength is ignored. */
export const textarea = blockKind(
  'textarea',
  'text area',
  {
    name,
    label: about(expr, 'The text above the box, e.g. t.complaint.detailLabel.'),
    placeholder: about(expr, 'Grey hint inside the empty box, e.g. t.complaint.detailPlaceholder.'),
    default: about(expr, 'Text already in the box when the screen opens.'),
    maxLength: about(limit, 'Most characters; the counter reads n/this and more typing is ignored, e.g. const.complaintTextMax.'),
    readOnly: about({ type: 'boolean' }, 'true: shows the text without letting the borrower change it.'),
    rows: about({ type: 'integer', minimum: 2, maximum: 20 }, 'Visible lines before it scrolls, e.g. 6.'),
    rules,
  },
  ['name', 'maxLength'],
);
