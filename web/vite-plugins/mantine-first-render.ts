import type { Plugin } from 'vite';

/** A Mantine hook's module, its code as shipped (checked, so that an update is noticed) and ours. */
interface Patch {
  module: RegExp;
  expect: string;
  replace: (code: string) => string;
}

const patches: Patch[] = [
  {
    // useId (some 80 components: inputs, popovers, menus, modals, the app shell) starts with
    // React's id and swaps it for a random one in a layout effect: each of those components is
    // drawn again at once, synchronously, right after it is first drawn. React's id is stable and
    // unique in the page (React 19's `_r_1f_`, valid in a selector); it is kept.
    module: /\/node_modules\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/,
    expect: 'setUuid(randomId())',
    replace: () =>
      [
        '"use client";',
        'import { useId as useReactId } from "react";',
        'function useId(staticId) {',
        '\tconst reactId = useReactId();',
        '\treturn typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;',
        '}',
        'export { useId };',
      ].join('\n'),
  },
  {
    // useMediaQuery without an initial value asks the browser only in an effect, and its state
    // goes from undefined to false: every Transition, Collapse and modal (useReducedMotion) is
    // drawn a second time after mount. Asked at the first render instead (the option Mantine
    // offers, made the default; a call that passes it keeps its choice).
    module: /\/node_modules\/@mantine\/hooks\/esm\/use-media-query\/use-media-query\.mjs$/,
    expect: '{ getInitialValueInEffect } = { getInitialValueInEffect: true }',
    replace: (code) =>
      code.replace(
        '{ getInitialValueInEffect } = { getInitialValueInEffect: true }',
        '{ getInitialValueInEffect } = { getInitialValueInEffect: false }',
      ),
  },
];

/**
 * Two of Mantine's hooks as a browser-only app wants them: right at the first render. Both wait
 * for an effect, a leftover of server rendering (this app has none), and so draw the components
 * that use them twice on every mount: on the signed-in first screen over a hundred components, in
 * renders of their own. The build patches them; the dev server and the unit tests run Mantine's
 * own code (the same screens, drawn once more after mount).
 */
export function mantineFirstRender(): Plugin {
  return {
    name: 'portal:mantine-first-render',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const patch = patches.find((p) => p.module.test(id.split('?')[0] ?? id));
      if (!patch) return null;
      if (!code.includes(patch.expect)) {
        this.error(`${id} has changed: check vite-plugins/mantine-first-render.ts against it`);
      }
      return { code: patch.replace(code), map: null };
    },
  };
}
