// The one browser every test, benchmark and visual baseline uses: the Chromium build shipped inside
// the pinned npm package @sparticuz/chromium, unpacked once into the git-ignored .toolchain/, with a
// font configuration that sees only the fonts the repository pins (DejaVu, from dejavu-fonts-ttf).
// Nothing depends on the machine's browser or fonts, so every machine renders the same pixels.
// Synchronous on purpose: vitest configs and test modules read the result at import time.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The repository's root: the browser is unpacked into its git-ignored .toolchain/. */
const root = path.resolve(import.meta.dirname, '../../..');
/** This package's folder: the browser and font packages are its dependencies. */
const packageRoot = path.resolve(import.meta.dirname, '..');

/** Fonts the test browser may use where a page's own web font cannot reach (SVG images, generic families). */
const fontFiles = /^DejaVu(Sans|Sans-Bold|SansMono|SansMono-Bold|Serif|Serif-Bold)\.ttf$/;

/** A dependency's folder (the package's exports do not list package.json). */
function packageDir(name) {
  return fs.realpathSync(path.join(packageRoot, 'node_modules', name));
}

function fontConfig(dir) {
  const generic = (family, font) =>
    `  <alias binding="same"><family>${family}</family><prefer><family>${font}</family></prefer></alias>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- Written by @company/testing (src/browser.mjs): the test browser sees these fonts and no others. -->
<fontconfig>
  <dir>${path.join(dir, 'fonts')}</dir>
  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>
${generic('sans-serif', 'DejaVu Sans')}
${generic('system-ui', 'DejaVu Sans')}
${generic('serif', 'DejaVu Serif')}
${generic('monospace', 'DejaVu Sans Mono')}
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`;
}

function unpackTar(archive, into) {
  const tar = spawnSync('tar', ['-x', '-C', into], {
    input: zlib.brotliDecompressSync(fs.readFileSync(archive)),
  });
  if (tar.status !== 0) throw new Error(`browser: cannot unpack ${archive}: ${tar.stderr}`);
}

function missingLibraries(executable) {
  const ldd = spawnSync('ldd', [executable], { encoding: 'utf8' });
  return (ldd.stdout ?? '')
    .split('\n')
    .filter((line) => line.includes('not found'))
    .map((line) => line.trim().split(/\s/)[0]);
}

/**
 * Unpacks the pinned Chromium on first use (about 5 s, once per checkout) and returns how to launch it:
 * `{ executablePath, version, env }`. `env` holds FONTCONFIG_FILE (and LD_LIBRARY_PATH when the
 * machine lacks a library the build needs): pass it to the browser process.
 */
export function ensureBrowser({ quiet = false } = {}) {
  const pkg = packageDir('@sparticuz/chromium');
  const pkgVersion = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).version;
  const fontsPkg = packageDir('dejavu-fonts-ttf');
  const dir = path.join(root, '.toolchain', `chromium-${pkgVersion}`);
  const launchFile = path.join(dir, 'launch.json');
  if (fs.existsSync(launchFile)) return JSON.parse(fs.readFileSync(launchFile, 'utf8'));

  if (!quiet)
    console.info(
      `browser: unpacking the pinned Chromium (@sparticuz/chromium ${pkgVersion}) and its fonts into .toolchain/chromium-${pkgVersion}/ (one time)`,
    );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  const executablePath = path.join(dir, 'chromium');
  fs.writeFileSync(
    executablePath,
    zlib.brotliDecompressSync(fs.readFileSync(path.join(pkg, 'bin', 'chromium.br'))),
  );
  fs.chmodSync(executablePath, 0o755);
  // SwiftShader's GL libraries sit beside the binary, where Chromium looks for them.
  unpackTar(path.join(pkg, 'bin', 'swiftshader.tar.br'), dir);
  for (const file of fs.readdirSync(path.join(fontsPkg, 'ttf')).filter((f) => fontFiles.test(f)))
    fs.copyFileSync(path.join(fontsPkg, 'ttf', file), path.join(dir, 'fonts', file));
  fs.writeFileSync(path.join(dir, 'fonts.conf'), fontConfig(dir));

  const env = { FONTCONFIG_FILE: path.join(dir, 'fonts.conf') };
  // The build needs NSS and expat. Debian images have them; where one is missing, use the copies
  // the package ships (built for an older glibc, so they load on newer systems too).
  const missing = missingLibraries(executablePath);
  if (missing.length) {
    unpackTar(path.join(pkg, 'bin', 'al2023.tar.br'), dir);
    env.LD_LIBRARY_PATH = path.join(dir, 'lib');
    if (!quiet) console.info(`browser: using the package's own ${missing.join(', ')}`);
  }
  const version = execFileSync(executablePath, ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  }).trim();
  const fontsVersion = JSON.parse(
    fs.readFileSync(path.join(fontsPkg, 'package.json'), 'utf8'),
  ).version;
  const launch = { executablePath, version, fonts: `dejavu-fonts-ttf ${fontsVersion}`, env };
  fs.writeFileSync(launchFile, `${JSON.stringify(launch, null, 2)}\n`);
  return launch;
}

// `node tooling/testing/src/browser.mjs` unpacks it and prints where it is.
if (import.meta.filename === process.argv[1]) {
  const { executablePath, version } = ensureBrowser();
  console.info(`${version}: ${path.relative(root, executablePath)}`);
}
