import type { ActionKind } from '../../schemas/types.ts';

/**
 * Every action kind of the schema and the file in this folder that runs it, exported under the file's name. A
 * screen's chunk imports only the kinds the screen uses (tools/vite/pagesPlugin.ts). A missing kind fails to
 * compile; a missing export fails the build.
 */
export const actionModules = {
  call: 'call.ts',
  reload: 'reload.ts',
  navigate: 'navigate.ts',
  redirect: 'redirect.ts',
  openLink: 'openLink.ts',
  back: 'back.ts',
  openModal: 'openModal.ts',
  closeModal: 'closeModal.ts',
  toast: 'toast.ts',
  delay: 'delay.ts',
  native: 'native.ts',
  copy: 'copy.ts',
  setState: 'setState.ts',
  setField: 'setField.ts',
  emit: 'emit.ts',
  validate: 'validate.ts',
  when: 'when.ts',
  scrollTo: 'scrollTo.ts',
  resetForm: 'resetForm.ts',
  stop: 'stop.ts',
  locate: 'locate.ts',
} as const satisfies Record<ActionKind, string>;
