#!/usr/bin/env bash
# Makes the home page's short videos (content/media.ts `videos`) with Debian's ffmpeg
# (apt-get install -y ffmpeg): a slow pan over the project's own illustration with a caption,
# 5 seconds, silent, H.264 at 640x400, a few hundred kB at most, into public/media/.
# Run after scripts/make-media.ts:  bash apps/site/scripts/make-videos.sh
set -euo pipefail
cd "$(dirname "$0")/../public/media"
font=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)
[ -f "$font" ] || font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

make() { # source picture, output, caption line 1, caption line 2
  local src=$1 out=$2 line1=$3 line2=$4
  ffmpeg -hide_banner -loglevel error -y -i "$src" \
    -vf "scale=800:-2,zoompan=z='min(zoom+0.0012,1.12)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=125:s=640x400:fps=25,\
drawbox=x=0:y=ih-96:w=iw:h=96:color=0x0d1b36@0.78:t=fill,\
drawtext=fontfile=$font:text='$line1':fontcolor=white:fontsize=30:x=24:y=h-84,\
drawtext=fontfile=$font:text='$line2':fontcolor=0x2bd17e:fontsize=22:x=24:y=h-40,format=yuv420p" \
    -c:v libx264 -profile:v main -preset slow -crf 30 -an -movflags +faststart "$out"
  printf '%s %s bytes\n' "$out" "$(stat -c %s "$out")"
  [ "$(stat -c %s "$out")" -lt 300000 ] || { echo "$out is over 300 kB" >&2; exit 1; }
}

make banner-home-1-800.webp promo.mp4 'Your next ride starts here' 'Two-wheeler and EV loans in minutes'
make poster-emi-640.webp guide-emi.mp4 'Pay your EMI on time' 'Set a reminder - avoid late charges'
make poster-mandate-640.webp guide-mandate.mp4 'Register your e-mandate' 'EMIs paid from your bank, automatically'
make poster-digital-640.webp guide-digital.mp4 'Pay digitally with Quick Pay' 'UPI, cards and net banking'
