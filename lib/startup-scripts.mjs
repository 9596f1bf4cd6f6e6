/**
 * The framework's start-up scripts run after the page's first paint, not before it.
 *
 * Next writes them as `<script src async>` (and a low-priority preload) in every page. An async
 * script runs the moment it arrives; when it arrives before the page has painted (a fast link, a
 * cached copy, a slow phone), its evaluation and React's hydration come first and the visitor
 * waits for the text. server.mjs rewrites each such tag into an inert marker and adds one small
 * loader before `</head>`; the loader creates the real scripts once the browser reports the first
 * contentful paint (or the page is hidden, or after 3 s). Nothing else changes: the same files,
 * in no particular order as before (async), after the whole document is parsed. Forms and links
 * work without them, as they do without JavaScript.
 *
 * Plain JavaScript: server.mjs and lib/csp/policy.mjs (which allows the loader by its hash) use it.
 */
import { createHash } from 'node:crypto';

/**
 * The loader's source, constant so that a prerendered page's policy can allow it by hash. It
 * loads only the build's own files: under a nonce policy ('strict-dynamic') any script it
 * creates is trusted, so a marker smuggled into a page must not choose what runs. Each script
 * keeps the marker's address as written: Turbopack's runtime knows its chunks by that text.
 * One script per task: each request costs the main thread a millisecond or more, and a dozen in
 * one task make a long task on a slow phone. A hidden page gets them all at once: the browser
 * runs its timers once a second at most, which would hold the last script for seconds.
 */
export const STARTUP_LOADER = `(function(){var started=false;function load(){var markers=[].slice.call(document.querySelectorAll('script[data-startup-src]'));function add(marker){var src=marker.getAttribute('data-startup-src'),url;try{url=new URL(src,location.href)}catch(error){return}if(url.origin!==location.origin||url.pathname.indexOf('/_next/static/')!==0)return;var script=document.createElement('script');script.src=src;script.async=true;document.head.appendChild(script)};(function next(){var marker=markers.shift();if(!marker)return;add(marker);if(document.visibilityState==='visible')setTimeout(next,0);else next()})()}function start(){if(started)return;started=true;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',load);else load()}if(document.visibilityState!=='visible')return start();try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(error){return start()}addEventListener('visibilitychange',start);setTimeout(start,3000)})()`;

export const STARTUP_LOADER_HASH = `'sha256-${createHash('sha256').update(STARTUP_LOADER, 'utf8').digest('base64')}'`;

// The tags it reads, as Next writes them: the rewriter looks for these bytes and decodes nothing
// else, so a page's text passes through as it came, whatever its characters.
const SCRIPT = Buffer.from('<script src="/_next/static/');
const SCRIPT_END = Buffer.from('</script>');
const PRELOAD = Buffer.from('<link rel="preload" as="script"');
const HEAD_END = Buffer.from('</head>');

const attribute = (tag, name) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>]|$)`, 'i').exec(tag);

/** A framework script: async, a classic script for every browser (not the noModule polyfills). */
const isStartupScript = (openTag) =>
  Boolean(attribute(openTag, 'async')) &&
  !attribute(openTag, 'nomodule') &&
  !attribute(openTag, 'type');

/** Past this much held back, it is written as it is (a tag bigger than any Next writes). */
const HOLD_LIMIT = 1 << 16;

/**
 * A rewriter for one HTML response, fed its chunks in order: `write` answers the bytes that can
 * go out now, `end` the rest. The loader goes before `</head>` if any script was deferred by
 * then (carrying the scripts' nonce, for pages whose policy is a nonce); markers found later are
 * still loaded, as the loader reads them after the document is parsed.
 */
export function startupScriptRewriter() {
  let held = Buffer.alloc(0);
  let nonce;
  let deferred = 0;
  let loaderWritten = false;
  let headEnded = false;

  const loaderTag = () => {
    loaderWritten = true;
    return Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ''}>${STARTUP_LOADER}</script>`);
  };

  /** Rewrites `data`; answers the output and the bytes to hold back for the next chunk. */
  const rewrite = (data, final) => {
    const out = [];
    let position = 0;
    let hold = data.length;
    // Each tag's next place, searched again only once passed: one pass over the page for each.
    const find = (pattern, from) => data.indexOf(pattern, from);
    let script = find(SCRIPT, 0);
    let preload = headEnded ? -1 : find(PRELOAD, 0);
    let head = headEnded ? -1 : find(HEAD_END, 0);
    for (;;) {
      const at = Math.min(...[script, preload, head].filter((index) => index !== -1));
      if (at === Infinity) break;
      if (at === head) {
        out.push(data.subarray(position, at));
        if (deferred > 0 && !loaderWritten) out.push(loaderTag());
        out.push(HEAD_END);
        headEnded = true;
        position = at + HEAD_END.length;
        [preload, head] = [-1, -1];
        continue;
      }
      const close = at === script ? find(SCRIPT_END, at) : find('>', at);
      if (close === -1) {
        // A tag cut in two at the end of the chunk waits for the rest.
        hold = at;
        break;
      }
      const end = close + (at === script ? SCRIPT_END.length : 1);
      out.push(data.subarray(position, at));
      position = end;
      const tag = data.toString('latin1', at, end);
      if (at === preload) {
        // Dropped: the loader asks for the scripts after the first paint.
        if (!attribute(tag, 'href')?.[1]?.startsWith('/_next/static/'))
          out.push(data.subarray(at, end));
      } else if (isStartupScript(tag.slice(0, tag.indexOf('>') + 1))) {
        nonce ??= attribute(tag, 'nonce')?.[1];
        deferred += 1;
        const src = attribute(tag, 'src')[1];
        out.push(Buffer.from(`<script type="text/plain" data-startup-src="${src}"></script>`));
      } else {
        out.push(data.subarray(at, end));
      }
      if (script !== -1 && script < position) script = find(SCRIPT, position);
      if (preload !== -1 && preload < position) preload = find(PRELOAD, position);
      if (head !== -1 && head < position) head = find(HEAD_END, position);
    }
    // Keep back a '<' whose tag has not ended: it may begin one of ours, cut in two.
    const lastOpen = data.lastIndexOf('<');
    if (lastOpen >= position && data.indexOf('>', lastOpen) === -1) hold = Math.min(hold, lastOpen);
    if (final || data.length - hold > HOLD_LIMIT) hold = data.length;
    out.push(data.subarray(position, hold));
    return { output: Buffer.concat(out), rest: data.subarray(hold) };
  };

  return {
    /** @param {Uint8Array} chunk */
    write(chunk) {
      const { output, rest } = rewrite(Buffer.concat([held, chunk]), false);
      held = Buffer.from(rest);
      return output;
    },
    end() {
      const { output } = rewrite(held, true);
      held = Buffer.alloc(0);
      return deferred > 0 && !loaderWritten ? Buffer.concat([output, loaderTag()]) : output;
    },
  };
}
