/** The review page's own style: system fonts and colours, light and dark, nothing fetched. */
export const pageStyle = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; }
main { max-width: 90rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
h1 { font-size: 1.75rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.35rem; margin: 2.5rem 0 0.25rem; padding-top: 1rem; border-top: 2px solid CanvasText; }
h3 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
code { font-family: ui-monospace, monospace; font-size: 0.95em; }
a { color: LinkText; }
nav ul { padding-left: 1.25rem; }
.command { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.25rem 0 1rem; }
.command code { padding: 0.4rem 0.6rem; border: 1px solid GrayText; border-radius: 4px; overflow-wrap: anywhere; }
button { font: inherit; padding: 0.3rem 0.9rem; border: 1px solid ButtonBorder; border-radius: 4px; background: ButtonFace; color: ButtonText; cursor: pointer; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
.trio { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
img { display: block; max-width: 100%; height: auto; border: 1px solid GrayText; background: #fff; }
.compare { margin-top: 1rem; }
.compare label { display: block; font-weight: 600; }
.compare input { display: block; width: min(100%, 40rem); margin: 0.5rem 0; }
.stack { position: relative; width: fit-content; max-width: 100%; }
.stack .over { position: absolute; inset: 0; clip-path: inset(0 calc(100% - var(--reveal, 50%)) 0 0); }
.stack .divider { position: absolute; top: 0; bottom: 0; left: var(--reveal, 50%); border-left: 2px solid #d00; }
.status { min-height: 1.5em; }
`;

/**
 * The slider sets how much of the width shows the new picture over the baseline; the overlay's
 * pictures take their source from the ones shown side by side; copy buttons put a command on the
 * clipboard and say so in the status line.
 */
export const pageScript = `
for (const img of document.querySelectorAll('img[data-same-as]')) {
  const source = document.getElementById(img.dataset.sameAs);
  if (source) img.src = source.src;
}
for (const compare of document.querySelectorAll('.compare')) {
  const slider = compare.querySelector('input');
  const stack = compare.querySelector('.stack');
  const show = () => {
    stack.style.setProperty('--reveal', slider.value + '%');
    slider.setAttribute('aria-valuetext', slider.value + ' % new picture, ' + (100 - slider.value) + ' % baseline');
  };
  slider.addEventListener('input', show);
  show();
  compare.hidden = false;
}
const status = document.querySelector('.status');
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(button.dataset.copy);
      status.textContent = 'Copied: ' + button.dataset.copy;
    } catch {
      status.textContent = 'Could not copy; select the command and copy it.';
    }
  });
}
`;
