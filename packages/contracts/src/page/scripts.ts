/**
 * How a server-rendered page loads its JavaScript (docs/decisions/0016): not from tags the
 * browser fetches while it parses, but from this one inline script, once the page has loaded and
 * painted. The page lists its scripts (the entry first, then the chunks its routes need) in a
 * non-executable JSON element; the loader then adds the entry as a module script and the rest as
 * module preloads, all at once. It lives here because the web renderer writes it into the pages
 * (apps/web/src/server/page-template.ts) and the server allows exactly this text in its content
 * security policy, by its hash (apps/server/src/plugins/content-security-policy.ts).
 *
 * It starts after the first two frames rendered once the page has loaded: by then the poster is
 * in and painted, so the page's largest paint comes before any script request (Lighthouse charges
 * every request that started and ended before it to the LCP). `load` alone is not enough: with
 * no image to wait for, it fired before the first paint in a third of the runs, and those ran at
 * 2.5 s of LCP instead of 0.9 (docs/performance-history.md §12). The frames are counted by an
 * IntersectionObserver's first report, which comes with a frame's rendering, not by an animation
 * frame or a timer: pages under a paused test clock (Playwright's fakes both) must still hydrate.
 * At the latest 3 s after the HTML arrived, so a slow image does not keep the page from becoming
 * interactive.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

export const PAGE_SCRIPTS_LOADER =
  '(()=>{let started=false;const start=()=>{if(started)return;started=true;' +
  `const [entry,...chunks]=JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);` +
  "for(const href of chunks){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link);}" +
  "const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=entry;document.head.append(script);};" +
  'const afterFrame=(then)=>new IntersectionObserver((_,seen)=>{seen.disconnect();then();}).observe(document.documentElement);' +
  "addEventListener('load',()=>afterFrame(()=>afterFrame(start)));setTimeout(start,3000);})()";
