import type { Plugin } from 'vite';

/** `…/@mantine/core/esm/components/Button/Button.module.mjs`: the class names of one component. */
const CORE_MODULE = /\/node_modules\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
/** The other Mantine packages ship one stylesheet each. */
const PACKAGE_MODULE = /\/node_modules\/@mantine\/(dates|charts|notifications)\/esm\/.*\.module\.mjs$/;

const stylesheetOf = (id: string): string | null => {
  const core = CORE_MODULE.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  const pkg = PACKAGE_MODULE.exec(id);
  return pkg ? `@mantine/${pkg[1]}/styles.css` : null;
};

/**
 * Each screen gets the Mantine styles of the components it uses, not all of Mantine's 290 KB up
 * front. Every Mantine component imports its class names from `Name.module.mjs`, and Mantine ships
 * that component's styles as `@mantine/core/styles/Name.css` (its "CSS files list"); this plugin
 * makes the first import the second, so the stylesheet goes into whichever chunk the component
 * lands in, loaded with it, after the styles of the components it builds on (their modules are
 * imported first). The base styles (baseline, CSS variables, global) are imported by
 * app/providers.tsx before anything else.
 *
 * In the dev server Mantine is pre-bundled, so its modules are not seen one by one: there the
 * whole stylesheets are imported by the entry instead.
 */
export function mantineCss(): Plugin {
  let serve = false;
  return {
    name: 'portal:mantine-css',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        if (!id.endsWith('/src/main.tsx')) return null;
        const all = [
          '@mantine/core/styles.css',
          '@mantine/dates/styles.css',
          '@mantine/charts/styles.css',
          '@mantine/notifications/styles.css',
        ];
        return { code: `${all.map((s) => `import '${s}';`).join('\n')}\n${code}`, map: null };
      }
      const stylesheet = stylesheetOf(id.split('?')[0] ?? id);
      // Appended: the module imports nothing else, so its stylesheet still comes right after the
      // styles of the modules imported before it, and its source map stays as it is.
      return stylesheet ? { code: `${code}\nimport '${stylesheet}';\n`, map: null } : null;
    },
  };
}
