#!/usr/bin/env bash
# The window's idle CPU (docs/performance.md): the window under Xvfb at 1280x720 on a fresh
# database, no tower plugged in, no camera, a fresh home folder (no saved settings); after
# 10 s to settle, its CPU time over 30 s from /proc/PID/stat, as a share of one core.
# Usage: bash docs/screenshots/idle_cpu.sh BINARY NEW_DATABASE_FILE   (needs Xvfb and bc)
set -euo pipefail
bin=$1
db=$2
home=$(mktemp -d)
Xvfb :97 -screen 0 1280x720x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
DISPLAY=:97 HOME=$home "$bin" --db "$db" >"$home/out.log" 2>&1 &
pid=$!
sleep 10
t0=$(awk '{print $14+$15}' "/proc/$pid/stat")
sleep 30
t1=$(awk '{print $14+$15}' "/proc/$pid/stat")
hz=$(getconf CLK_TCK)
echo "cpu share of one core over 30 s: $(echo "scale=2; ($t1-$t0)*100/$hz/30" | bc) %"
kill "$pid" "$xvfb"
wait 2>/dev/null || true
rm -rf "$home"
