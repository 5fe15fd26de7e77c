import type { AppSettings } from '../../schemas/types.ts';

/** Sets the app colours from pages.yaml as the CSS variables the renderer's styles use (--c-primary …). */
export function applyColours(colours: AppSettings['colours'], element: HTMLElement): void {
  for (const [name, value] of Object.entries(colours)) {
    element.style.setProperty(`--c-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value);
  }
}
