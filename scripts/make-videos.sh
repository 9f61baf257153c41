#!/usr/bin/env bash
# Makes the short clips the reference server plays for every seeded short video
# (server/assets/videos, committed): four seconds of a moving test pattern each, portrait 360x640,
# H.264 baseline with AAC (silent), so every browser and the mini-program's player can play them,
# and small enough to keep in the repository. Needs Debian's ffmpeg (apt-get install ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../server/assets/videos"
patterns=(testsrc2 smptebars rgbtestsrc)
for i in 0 1 2; do
  ffmpeg -loglevel error -y \
    -f lavfi -i "${patterns[$i]}=size=360x640:rate=24:duration=4" \
    -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=22050" -shortest \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 32 -preset veryslow \
    -c:a aac -b:a 16k -movflags +faststart \
    "clip-$i.mp4"
done
ls -l clip-*.mp4
