// Its own module, not intl-formats.ts: that one is in the entry chunk (/login formats dates), and
// these are for signed-in pages only (the first screen's budget, `npm run size`).

let timeZone: string | undefined;

/** The browser's own IANA time zone ("today" is the viewer's local day), read once. */
export function localTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}

/**
 * Makes the page's first date formatter in a task of its own, soon. The first `Intl.DateTimeFormat`
 * of a page loads ICU's date data (~16 ms in Chromium here, ~64 ms at a phone's 4x slower CPU) and
 * any later one is cheap (~0.1 ms). Left to the first use, that load lengthened a long task of the
 * start (the dashboard's queries asking for the time zone as they start, /labs' first rows with
 * dates), whose every millisecond over 50 counts as blocking (issue 22: total blocking time);
 * alone, it is a short task.
 */
export function prepareDateFormats(): void {
  setTimeout(localTimeZone, 0);
}
