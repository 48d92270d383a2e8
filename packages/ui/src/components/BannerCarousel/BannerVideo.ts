/** A slide's video, played in a dialog (its own module: the carousel and the lazily loaded dialog both use it). */
export interface BannerVideo {
  /** Video file URL. */
  src: string;
  /** Its MIME type, e.g. `'video/mp4'`, when the URL does not make it plain. */
  type?: string;
  /** What the video is: the dialog's title and part of the play button's name. */
  title: string;
  /** Picture shown before the video plays. */
  poster?: string;
  /** WebVTT captions URL; give one whenever the video has speech. */
  captions?: string;
}
