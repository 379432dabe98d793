import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The modules whose code a signed-in start needs first (app/startup/first-screen.ts loads them). */
const SIGNED_IN = [/\/src\/app\/router\/SignedInApp\.tsx$/, /\/src\/app\/shell\/ShellLayout\.tsx$/];
/** shared/lib/storage.ts `storageKeys.token`. */
const TOKEN_KEY = 'api_token';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * With a session (a stored token), the signed-in app's code (the shared `signed-in` chunk, the
 * router, the shell and their stylesheets, over 200 KB) starts downloading as soon as the page's
 * head is read, beside the first script. Otherwise startup asks for it only once the first script
 * has downloaded and run (first-screen.ts), and on a phone's slow processor that is a wait of its
 * own before the first screen. A signed-out visitor (the sign-in) downloads none of it.
 *
 * The check needs a script, and the content security policy allows only the site's own files: so
 * the build writes a small one (`assets/signed-in-preload-<hash>.js`, the files' names in it) and
 * index.html loads it `async`, never in the way of the page.
 */
export function signedInPreload(): Plugin {
  return {
    name: 'portal:signed-in-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is ChunkLike & typeof file => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: ChunkLike[]): Set<ChunkLike> => {
        const seen = new Set<ChunkLike>();
        const visit = (chunk: ChunkLike | undefined) => {
          if (!chunk || seen.has(chunk)) return;
          seen.add(chunk);
          chunk.imports.forEach((name) => visit(byName.get(name)));
        };
        roots.forEach(visit);
        return seen;
      };
      // What the page's first script brings is on its way already.
      const first = closure(chunks.filter((chunk) => chunk.isEntry));
      const roots = SIGNED_IN.map((pattern) => chunks.find((chunk) => pattern.test(chunk.facadeModuleId ?? '')));
      if (roots.some((root) => !root)) this.error('signed-in-preload: SignedInApp or ShellLayout is not a chunk');
      const wanted = [...closure(roots as ChunkLike[])].filter((chunk) => !first.has(chunk));
      const links = [
        ...wanted.map((chunk) => ['modulepreload', chunk.fileName]),
        ...[...new Set(wanted.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map((css) => [
          'preload',
          css,
        ]),
      ].map(([rel, file]) => [rel, `/${file}`]);

      const source =
        '// Signed in: the signed-in app comes beside the first script (web/vite-plugins/signed-in-preload.ts).\n' +
        `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))for(const[r,h]of ${JSON.stringify(links)})` +
        // crossOrigin as Vite's own preloads (and the page's module script) have it: the same request, used once.
        '{const l=document.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";if(r==="preload")l.as="style";' +
        'document.head.appendChild(l)}}catch{}\n';
      const fileName = `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });

      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        this.error('signed-in-preload: no index.html in the bundle');
      }
      html.source = html.source.replace('</title>', `</title>\n    <script async src="/${fileName}"></script>`);
    },
  };
}
