/**
 * The company pages' images: the files are the same in both languages, and each alt text is
 * given by the Hindi module that places the image (`siteImage(name, width, height, alt)`).
 */
export { type SiteImage, siteImage } from '../images.ts';
