// Images as data URLs: the proof app has no assets of its own.
const svg = (fill: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;

export const image = (fill: string, alt: string, width = 640, height = 360) => ({
  src: svg(fill, width, height),
  alt,
  width,
  height,
});
