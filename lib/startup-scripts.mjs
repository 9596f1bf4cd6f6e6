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
import { StringDecoder } from 'node:string_decoder';

/**
 * The loader's source, constant so that a prerendered page's policy can allow it by hash. It
 * loads only the build's own files: under a nonce policy ('strict-dynamic') any script it
 * creates is trusted, so a marker smuggled into a page must not choose what runs. Each script
 * keeps the marker's address as written: Turbopack's runtime knows its chunks by that text.
 */
export const STARTUP_LOADER = `(function(){var started=false;function load(){document.querySelectorAll('script[data-startup-src]').forEach(function(marker){var src=marker.getAttribute('data-startup-src'),url;try{url=new URL(src,location.href)}catch(error){return}if(url.origin!==location.origin||url.pathname.indexOf('/_next/static/')!==0)return;var script=document.createElement('script');script.src=src;script.async=true;document.head.appendChild(script)})}function start(){if(started)return;started=true;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',load);else load()}if(document.visibilityState!=='visible')return start();try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(error){return start()}addEventListener('visibilitychange',start);setTimeout(start,3000)})()`;

export const STARTUP_LOADER_HASH = `'sha256-${createHash('sha256').update(STARTUP_LOADER, 'utf8').digest('base64')}'`;

const STARTUP_SCRIPT = /<script\b([^>]*)><\/script>|<link\b([^>]*)\/?>|<\/head>/gi;
const attribute = (attributes, name) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/]|$)`, 'i').exec(attributes);

/** A framework script: same-origin build output, async, a classic script for every browser. */
function isStartupScript(attributes) {
  const src = attribute(attributes, 'src')?.[1];
  return (
    Boolean(src?.startsWith('/_next/static/')) &&
    Boolean(attribute(attributes, 'async')) &&
    !attribute(attributes, 'nomodule') &&
    !attribute(attributes, 'type')
  );
}

function isScriptPreload(attributes) {
  return (
    attribute(attributes, 'rel')?.[1] === 'preload' &&
    attribute(attributes, 'as')?.[1] === 'script' &&
    Boolean(attribute(attributes, 'href')?.[1]?.startsWith('/_next/static/'))
  );
}

/** Where a chunk must stop so that no tag the rewriter reads is cut in two. */
function safeEnd(text) {
  let end = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && !text.includes('>', lastOpen)) end = lastOpen;
  const lastScript = text.lastIndexOf('<script');
  if (lastScript !== -1 && !text.includes('</script>', lastScript)) end = Math.min(end, lastScript);
  return end;
}

/** Past this much held text, it is written as it is (a script bigger than any we make). */
const HOLD_LIMIT = 1 << 20;

/**
 * A rewriter for one HTML response, fed its chunks in order: `write` answers the text that can
 * go out now, `end` the rest. The loader goes before `</head>` if any script was deferred by
 * then (carrying the scripts' nonce, for pages whose policy is a nonce); markers found later are
 * still loaded, as the loader reads them after the document is parsed.
 */
export function startupScriptRewriter() {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let nonce;
  let deferred = 0;
  let loaderWritten = false;

  const loaderTag = () => {
    loaderWritten = true;
    return `<script${nonce ? ` nonce="${nonce}"` : ''}>${STARTUP_LOADER}</script>`;
  };

  const rewrite = (text) =>
    text.replace(STARTUP_SCRIPT, (tag, scriptAttributes, linkAttributes) => {
      if (scriptAttributes !== undefined) {
        if (!isStartupScript(scriptAttributes)) return tag;
        nonce ??= attribute(scriptAttributes, 'nonce')?.[1];
        deferred += 1;
        const src = attribute(scriptAttributes, 'src')[1];
        return `<script type="text/plain" data-startup-src="${src}"></script>`;
      }
      if (linkAttributes !== undefined) return isScriptPreload(linkAttributes) ? '' : tag;
      return deferred > 0 && !loaderWritten ? `${loaderTag()}${tag}` : tag;
    });

  return {
    /** @param {Buffer | string} chunk */
    write(chunk) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const end = text.length > HOLD_LIMIT ? text.length : safeEnd(text);
      held = text.slice(end);
      return rewrite(text.slice(0, end));
    },
    end() {
      const text = rewrite(held + decoder.end());
      held = '';
      return deferred > 0 && !loaderWritten ? `${text}${loaderTag()}` : text;
    },
  };
}
