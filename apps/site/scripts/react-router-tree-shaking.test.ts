import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from './react-router-tree-shaking.ts';

const source = [
  'var RouteContext = React.createContext(null);',
  'RouteContext.displayName = "Route";',
  'var Link = React10.forwardRef(function LinkWithRef(props, ref) {});',
  'Link.displayName = "Link";',
  'var Boundary = class extends React2.Component {',
  '  render() { return this.context; }',
  '};',
  'Boundary.contextType = RouteContext;',
  'var Done = /* @__PURE__ */ React.memo(X);',
].join('\n');

describe('React Router tree-shaking rewrite', () => {
  const out = markReactRouterPure(source);

  it('marks component and context factories pure, once', () => {
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Done = /* @__PURE__ */ React.memo(X);');
  });

  it('drops developer-tools names', () => {
    expect(out).not.toContain('displayName');
  });

  it('moves contextType into its class as a static field', () => {
    expect(out).toContain(
      'var Boundary = class extends React2.Component { static contextType = RouteContext;',
    );
    expect(out).not.toContain('Boundary.contextType');
  });

  it('keeps every line where it was', () => {
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('fails the build when the class or its context cannot be found', () => {
    expect(() => markReactRouterPure('Gone.contextType = Ctx;', 'chunk.mjs')).toThrow(
      /chunk\.mjs: cannot move "Gone.contextType = Ctx;"/,
    );
    const late = [
      'var Boundary = class extends React.Component {',
      '};',
      'var Ctx = React.createContext(false);',
      'Boundary.contextType = Ctx;',
    ].join('\n');
    expect(() => markReactRouterPure(late)).toThrow(/cannot move/);
  });
});
