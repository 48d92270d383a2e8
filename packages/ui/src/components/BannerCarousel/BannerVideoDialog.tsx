'use client';

/**
 * The carousel's promo video dialog, in a module of its own: `BannerCarousel` loads it with a
 * dynamic `import()` only when a play button is first pointed at, focused or pressed, so a page
 * with a carousel does not download the dialog (Radix Dialog) up front.
 */
import { Dialog, DialogClose, DialogContent, DialogTitle } from '../Dialog/Dialog.tsx';
import type { BannerVideo } from './BannerVideo.ts';
import * as styles from './BannerVideoDialog.css.ts';

export interface BannerVideoDialogProps {
  /** The video shown; kept while the dialog closes so its exit is not empty. */
  video: BannerVideo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the video starts on its own (not under `prefers-reduced-motion`). */
  autoPlay: boolean;
  /** The X button's name. */
  closeLabel: string;
  /** The play button that opened the dialog: focus goes back to it on close. */
  returnFocusTo: () => HTMLElement | null | undefined;
}

export default function BannerVideoDialog({
  video,
  open,
  onOpenChange,
  autoPlay,
  closeLabel,
  returnFocusTo,
}: BannerVideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        aria-describedby={undefined}
        // The Dialog base returns focus to what had it on opening, but Safari does not focus a
        // clicked button: the play button is known here, so focus goes back to it in every browser.
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle>{video.title}</DialogTitle>
        {/* Captions when the site supplies them; a muted promo without speech needs none. */}
        <video
          className={styles.video}
          poster={video.poster}
          muted
          autoPlay={autoPlay}
          playsInline
          controls
          // Opening the dialog asks for the video: fetch it even when it does not start itself.
          preload="auto"
        >
          <source src={video.src} type={video.type} />
          {video.captions && <track kind="captions" src={video.captions} default />}
        </video>
        <DialogClose labels={{ close: closeLabel }} />
      </DialogContent>
    </Dialog>
  );
}
