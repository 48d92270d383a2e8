import type { Plugin } from 'vite';

/**
 * Makes React Router's production build tree-shakable, so the site ships only the parts it uses.
 *
 * Its components are made with `React.forwardRef(…)`/`React.createContext(…)` calls without
 * `@__PURE__` marks and then given properties (`Link.displayName = "Link"`,
 * `RenderErrorBoundary.contextType = …`). To a bundler both are side effects, so `Form`,
 * `Link`, `NavLink`, the route error boundary and everything they call stayed in the home page's
 * first script although the site uses none of them: 6.5 kB gzip of its 90 kB budget.
 *
 * The rewrite keeps behaviour: the calls are pure (they only build objects), `displayName` only
 * names components in developer tools, and `contextType` moves into its class as a static field.
 * If React Router's output changes shape, the build fails here instead of silently growing.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'site:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code, id) {
        return { code: markReactRouterPure(code, id), map: null };
      },
    },
  };
}

/**
 * The rewrite itself (exported for its test). It keeps every line where it was (removed
 * statements leave empty lines), so the module needs no source map of its own.
 */
export function markReactRouterPure(code: string, file = 'react-router'): string {
  let out = code
    .replace(
      /(?<!@__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|createContext|memo)\()/g,
      '/* @__PURE__ */ $1',
    )
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
  for (const [line, name, context] of code.matchAll(/^([\w$]+)\.contextType = ([\w$]+);$/gm)) {
    const head = new RegExp(
      `^var ${name} = class extends (React\\d*\\.(?:Pure)?Component) \\{$`,
      'm',
    );
    const declared = out.search(new RegExp(`^var ${context} = `, 'm'));
    // A static field reads its value when the class is made: the context must exist by then.
    if (declared < 0 || declared > out.search(head)) {
      throw new Error(`${file}: cannot move "${line}" into its class; see ${import.meta.filename}`);
    }
    out = out
      .replace(line, '')
      .replace(head, `var ${name} = class extends $1 { static contextType = ${context};`);
  }
  return out;
}
