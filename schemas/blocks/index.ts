import { button } from './button.ts';
import { checkbox } from './checkbox.ts';
import { choice } from './choice.ts';
import { divider } from './divider.ts';
import { document } from './document.ts';
import { filePicker } from './filePicker.ts';
import { floatingButton } from './floatingButton.ts';
import { frame } from './frame.ts';
import { heading } from './heading.ts';
import { image } from './image.ts';
import { input } from './input.ts';
import { link } from './link.ts';
import { list } from './list.ts';
import { modal } from './modal.ts';
import { rows } from './rows.ts';
import { stack } from './stack.ts';
import { tabs } from './tabs.ts';
import { text } from './text.ts';
import { textarea } from './textarea.ts';
import { upload } from './upload.ts';

/** Every block kind the renderer draws, one line each. */
export const blockSchemas = {
  heading,
  text,
  image,
  document,
  rows,
  list,
  tabs,
  stack,
  divider,
  input,
  textarea,
  checkbox,
  choice,
  upload,
  button,
  link,
  modal,
  floatingButton,
  frame,
  filePicker,
} as const;
