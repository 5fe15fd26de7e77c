import { back } from './back.ts';
import { call } from './call.ts';
import { closeModal } from './closeModal.ts';
import { copy } from './copy.ts';
import { delay } from './delay.ts';
import { emit } from './emit.ts';
import { locate } from './locate.ts';
import { native } from './native.ts';
import { navigate } from './navigate.ts';
import { openLink } from './openLink.ts';
import { openModal } from './openModal.ts';
import { redirect } from './redirect.ts';
import { reload } from './reload.ts';
import { resetForm } from './resetForm.ts';
import { scrollTo } from './scrollTo.ts';
import { setField } from './setField.ts';
import { setState } from './setState.ts';
import { stop } from './stop.ts';
import { toast } from './toast.ts';
import type { ActionRegistry } from './types.ts';
import { validate } from './validate.ts';
import { when } from './when.ts';

/**
 * Every action kind of the schema and the handler that runs it. The compiler checks each line against the kind's
 * settings, and a kind left out. The browser never loads this table: the build reads its imports
 * (tools/vite/kindModules.ts) and each screen's chunk imports only the handlers of the kinds the screen uses.
 */
export const actions = {
  call,
  reload,
  navigate,
  redirect,
  openLink,
  back,
  openModal,
  closeModal,
  toast,
  delay,
  native,
  copy,
  setState,
  setField,
  emit,
  validate,
  when,
  scrollTo,
  resetForm,
  stop,
  locate,
} satisfies ActionRegistry;
