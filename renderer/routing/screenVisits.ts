import type { PageWatch } from '../runtime/pageWatch.ts';

/** One visit of a screen, as its moments are told: each at most once, and no first draw once it is ready. */
export interface ScreenVisit {
  /** The visit has begun (its loader is on the page): its time counts from here, unless it is the page's first. */
  begin(): void;
  /**
   * The screen's own drawing is on the page, told at the frame that paints it; `paintedAt` when the page's document
   * painted it before the code came (a time of the page's clock).
   */
  drawn(paintedAt?: number): void;
  /** Its content, or its failure message, is on the page and answers: told at the frame that paints it. */
  ready(): void;
}

/**
 * The visits of a page's screens, timed for `watch` from when each was asked for: the page's own start for the
 * first screen the page opens, else when its loader came on the page after a tap or a back. Read in effects only,
 * at the start of the animation frame that paints the moment (its callbacks run before that frame's paint).
 */
export function screenVisits(watch: PageWatch): { visit(pageEntry: boolean): ScreenVisit } {
  let anyBegun = false;
  return {
    visit(pageEntry) {
      let askedAt: number | undefined;
      let drawn = false;
      let ready = false;
      const since = (at: number) => Math.max(0, at - (askedAt ?? 0));
      const atFrame = (tell: (at: number) => void) => requestAnimationFrame(tell);
      const visit: ScreenVisit = {
        begin() {
          if (askedAt !== undefined) return;
          askedAt = pageEntry && !anyBegun ? 0 : performance.now();
          anyBegun = true;
        },
        drawn(paintedAt) {
          visit.begin();
          if (drawn || ready) return;
          drawn = true;
          if (paintedAt === undefined) atFrame((at) => watch.moment('firstDraw', since(at)));
          else watch.moment('firstDraw', since(paintedAt));
        },
        ready() {
          visit.begin();
          if (ready) return;
          ready = true;
          atFrame((at) => watch.moment('ready', since(at)));
        },
      };
      return visit;
    },
  };
}
