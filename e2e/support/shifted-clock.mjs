/**
 * Loaded with `--import` by a test's own server (`CLOCK_AT` set): the process's clock starts at
 * that moment and runs on from there, so a test can stand after a date without waiting for it.
 * Only `Date`'s idea of now moves (`new Date()`, `Date.now()`, `Date()`); timers keep real time.
 * SIGUSR2 moves it on a minute (and says so on standard output): a test can let a deadline pass
 * under a page already open, without waiting for it.
 */
const at = process.env.CLOCK_AT ? Date.parse(process.env.CLOCK_AT) : NaN;

if (Number.isFinite(at)) {
  const RealDate = Date;
  let offset = at - RealDate.now();
  process.on('SIGUSR2', () => {
    offset += 60_000;
    console.log('clock moved on a minute');
  });
  const now = () => RealDate.now() + offset;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  // The same prototype, so `instanceof Date` and every method hold for both.
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
}
